import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';

function Choice({ icon, title, text, onClick }: { icon: ReactNode; title: string; text: string; onClick: () => void }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 200px' }}>
      <CardActionArea onClick={onClick} sx={{ height: '100%' }}>
        <CardContent>
          {icon}
          <Typography variant="h6" component="h3" sx={{ mt: 1 }}>
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {text}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Step 1: CSV file, copy-paste, or a single client (the directory's add-client form). */
export function ChooseMethodStep({ onUpload, onPaste }: { onUpload: () => void; onPaste: () => void }) {
  const navigate = useNavigate();
  const basename = useBasename();
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography>How would you like to add your clients?</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 2 }}>
        <Choice
          icon={<UploadFileIcon color="primary" fontSize="large" />}
          title="Upload a CSV file"
          text="Export your list from a spreadsheet or another booking tool."
          onClick={onUpload}
        />
        <Choice
          icon={<ContentPasteIcon color="primary" fontSize="large" />}
          title="Copy and paste"
          text="Paste rows of e-mail, first name, last name and phone number."
          onClick={onPaste}
        />
        <Choice
          icon={<PersonAddIcon color="primary" fontSize="large" />}
          title="Add a single client"
          text="Type in one client's details."
          onClick={() => navigate(`${basename}/clients?show_add_client_form=1`)}
        />
      </Stack>
    </Stack>
  );
}
