import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useUserMenu } from 'react-admin';
import { usePracticeLink } from '../shared/practiceLink';

/** The header menu's 'Preview website' (spec 001 §2): the public booking page, in a new tab. */
export const PreviewWebsiteMenuItem = forwardRef<HTMLAnchorElement>(function PreviewWebsiteMenuItem(props, ref) {
  const link = usePracticeLink();
  const menu = useUserMenu();
  if (!link) return null;
  return (
    <MenuItem ref={ref} {...props} component="a" href={link} target="_blank" rel="noopener" onClick={() => menu?.onClose()}>
      <ListItemIcon>
        <OpenInNewIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Preview website</ListItemText>
    </MenuItem>
  );
});
