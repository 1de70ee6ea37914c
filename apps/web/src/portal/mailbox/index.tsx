// The mailbox resource at /portal/mailbox: what the product e-mailed for the practice.
import MailIcon from '@mui/icons-material/MailOutlined';
import { MailboxList } from './MailboxList';

export const mailbox = {
  name: 'mailbox',
  list: MailboxList,
  icon: MailIcon,
};
