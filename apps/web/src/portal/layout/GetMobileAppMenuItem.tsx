import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef } from 'react';
import { useUserMenu } from 'react-admin';

/**
 * The header menu's 'Get the mobile app': closes the menu and asks the app bar to open the
 * download-app prompt (which lives outside the menu, so closing the menu does not unmount it).
 */
export const GetMobileAppMenuItem = forwardRef<HTMLLIElement, { onOpen: () => void }>(function GetMobileAppMenuItem({ onOpen, ...props }, ref) {
  const menu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      {...props}
      onClick={() => {
        menu?.onClose();
        onOpen();
      }}
    >
      <ListItemIcon>
        <PhoneIphoneIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Get the mobile app</ListItemText>
    </MenuItem>
  );
});
