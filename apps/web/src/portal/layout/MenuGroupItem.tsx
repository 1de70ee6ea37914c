import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Menu, useSidebarState, useStore } from 'react-admin';
import type { MenuGroup } from './menuConfig';

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
        <List id={listId} disablePadding sx={{ '& .RaMenuItemLink-root': { pl: sidebarOpen ? 4 : 2 } }}>
          {group.items.map((item) => {
            const ItemIcon = item.icon;
            return <Menu.Item key={item.to} to={`${basename}${item.to}`} primaryText={item.label} leftIcon={<ItemIcon />} />;
          })}
        </List>
      </Collapse>
    </>
  );
}
