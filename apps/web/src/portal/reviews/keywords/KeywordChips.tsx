// The keyword chips in the pro's order (spec 002 §2 "drag-to-reorder chips"). No drag library is in
// the web's dependencies, so: native HTML5 drag and drop for the mouse, Alt+Arrow keys on a focused
// chip for the keyboard (announced to screen readers), Delete/Backspace or the chip's x to remove.
// Touch screens have no HTML5 drag: a tap opens a menu of moves instead.
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Chip, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import type { Skill } from './keywordCalls';

interface Props {
  skills: Skill[];
  /** Show how many published reviews endorse each keyword (the profile's Endorsements tab). */
  showCounts: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (skillId: string) => void;
}

export function KeywordChips({ skills, showCounts, onMove, onDelete }: Props) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [menu, setMenu] = useState<{ index: number; anchor: HTMLElement } | null>(null);

  const moveTo = (index: number, to: number) => {
    if (to < 0 || to >= skills.length) return;
    onMove(index, to);
    setAnnouncement(`${skills[index].specialty.name} moved to position ${to + 1} of ${skills.length}`);
    // Keep the focus on the moved chip once it re-renders at its new place.
    requestAnimationFrame(() => document.getElementById(`keyword-${skills[index].id}`)?.focus());
  };

  return (
    <>
      <Box
        component="ul"
        aria-label="Keywords"
        aria-describedby="keyword-reorder-hint"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {skills.map((skill, index) => (
          <li
            key={skill.id}
            draggable
            onDragStart={(event) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', skill.id);
            }}
            onDragOver={(event) => {
              if (dragging === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              if (over !== index) setOver(index);
            }}
            onDragLeave={() => over === index && setOver(null)}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null && dragging !== index) onMove(dragging, index);
              setDragging(null);
              setOver(null);
            }}
            onDragEnd={() => {
              setDragging(null);
              setOver(null);
            }}
            style={{ opacity: dragging === index ? 0.4 : 1 }}
          >
            <Chip
              id={`keyword-${skill.id}`}
              icon={<DragIndicatorIcon sx={{ cursor: 'grab' }} />}
              label={showCounts ? `${skill.specialty.name} (${skill.endorsementsCount})` : skill.specialty.name}
              onDelete={() => onDelete(skill.id)}
              onClick={(event) => setMenu({ index, anchor: event.currentTarget })}
              aria-haspopup="menu"
              tabIndex={0}
              aria-label={`${skill.specialty.name}, position ${index + 1} of ${skills.length}${showCounts ? `, ${skill.endorsementsCount} endorsements` : ''}`}
              onKeyDown={(event) => {
                if (!event.altKey) return;
                const step = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 }[event.key];
                if (step !== undefined) {
                  event.preventDefault();
                  moveTo(index, index + step);
                }
              }}
              variant="outlined"
              color="primary"
              sx={{ cursor: 'grab', outline: over === index && dragging !== index ? '2px dashed' : 'none', outlineColor: 'primary.main' }}
            />
          </li>
        ))}
      </Box>
      <Menu open={menu !== null} anchorEl={menu?.anchor} onClose={() => setMenu(null)}>
        {menu &&
          [
            { label: 'Move to the front', to: 0 },
            { label: 'Move earlier', to: menu.index - 1 },
            { label: 'Move later', to: menu.index + 1 },
            { label: 'Move to the end', to: skills.length - 1 },
          ].map((choice) => (
            <MenuItem
              key={choice.label}
              disabled={choice.to < 0 || choice.to >= skills.length || choice.to === menu.index}
              onClick={() => {
                setMenu(null);
                moveTo(menu.index, choice.to);
              }}
            >
              {choice.label}
            </MenuItem>
          ))}
        {menu && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              onDelete(skills[menu.index].id);
            }}
            sx={{ color: 'error.main' }}
          >
            Remove
          </MenuItem>
        )}
      </Menu>
      <Box id="keyword-reorder-hint" sx={{ mt: 1, typography: 'caption', color: 'text.secondary' }}>
        Drag the keywords to put them in order, tap one for its moves, or focus one and press Alt and an arrow key. Press Delete to remove the focused one.
      </Box>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {announcement}
      </Box>
    </>
  );
}
