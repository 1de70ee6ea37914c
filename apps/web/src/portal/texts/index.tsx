// The texts resource at /portal/texts: the text messages the product sent for the practice.
import SmsIcon from '@mui/icons-material/SmsOutlined';
import { TextList } from './TextList';

export const texts = {
  name: 'texts',
  list: TextList,
  icon: SmsIcon,
};
