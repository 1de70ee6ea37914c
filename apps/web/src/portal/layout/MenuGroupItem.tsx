import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useSidebarState, useStore } from 'react-admin';
import type { MenuGroup } from './menuConfig';
import { MenuLinkItem } from './MenuLinkItem';

/** A collapsible group of the side navigation; its open state is remembered locally. */
export function MenuGroupItem({ group, basename }: { group: MenuGroup; basename: string }) {
  const [open, setOpen] = useStore(`menu.group.${group.label}`, true);
  const [sidebarOpen] = useSidebarState();
  const Icon = group.icon;
  const listId = `menu-group-${group.label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <>
      <MenuItem
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={listId}
        // Line up with react-admin's menu links (their icons take 40px, MenuItem's default is 36px).
        sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={group.label} />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </MenuItem>
      <Collapse in={open || !sidebarOpen} timeout="auto" unmountOnExit>
        <List
          id={listId}
          disablePadding
          // Indented, and a size smaller so labels such as 'Locations & Hours' fit the 200px sidebar.
          sx={{
            '& .RaMenuItemLink-root': { pl: sidebarOpen ? 3 : 2, fontSize: sidebarOpen ? '0.875rem' : undefined },
            '& .RaMenuItemLink-icon': { minWidth: 36 },
          }}
        >
          {group.items.map((item) => (
            <MenuLinkItem key={item.to} item={item} basename={basename} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
