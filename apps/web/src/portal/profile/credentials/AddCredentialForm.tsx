// Add credential (spec 002 §5): a license needs credential, issuer, license number and issuing state;
// a certification or degree needs an uploaded PDF or image instead. Sent pessimistically; on success
// 'Nice work! We'll email you after our review.' and the form empties.
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, FormControl, FormControlLabel, FormHelperText, InputLabel, MenuItem, Radio, RadioGroup, Select, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { ISSUING_STATES, ProfileMessages as M } from '@app/profile/shared';
import { failureWithReasons, useCommand } from '../../shared/useCommand';
import { CatalogAutocomplete } from './CatalogAutocomplete';
import { createCredential, uploadDocument, type CatalogHit } from './credentialCalls';

type Kind = 'license' | 'document';

const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export function AddCredentialForm({ disabled }: { disabled: boolean }) {
  const [kind, setKind] = useState<Kind>('license');
  const [credential, setCredential] = useState<CatalogHit | null>(null);
  const [issuer, setIssuer] = useState<CatalogHit | null>(null);
  const [stateIssued, setStateIssued] = useState('');
  const [licenseNumber, setLicenseNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = useCommand({ success: M.submitted, failure: failureWithReasons(M.submitFailed) });

  const reset = () => {
    setCredential(null);
    setIssuer(null);
    setStateIssued('');
    setLicenseNumber('');
    setFile(null);
    setErrors({});
  };

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!credential) found.credential = M.credentialRequired;
    if (kind === 'license') {
      if (!issuer) found.issuer = M.issuerRequired;
      if (!licenseNumber.trim()) found.licenseNumber = M.licenseNumberRequired;
      if (!stateIssued) found.stateIssued = M.stateRequired;
    } else if (!file) found.file = M.documentRequired;
    else if (file.size > MAX_DOCUMENT_BYTES) found.file = 'The file is too large: at most 5 MB.';
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const ok = await submit.run(async () => {
      const handle = kind === 'document' && file ? await uploadDocument(file) : null;
      await createCredential({
        credentialId: credential!.id,
        issuerId: issuer?.id ?? null,
        stateIssued: kind === 'license' ? stateIssued : null,
        licenseNumber: kind === 'license' ? licenseNumber.trim() : null,
        filestackDocument: handle,
        filestackDocumentName: file?.name ?? null,
      });
    });
    if (ok) reset();
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Add credential">
      <Stack spacing={2}>
        <RadioGroup row value={kind} onChange={(e) => { setKind(e.target.value as Kind); reset(); }} aria-label="Kind of credential">
          <FormControlLabel value="license" control={<Radio />} label="License" disabled={disabled} />
          <FormControlLabel value="document" control={<Radio />} label="Certification or degree" disabled={disabled} />
        </RadioGroup>
        <CatalogAutocomplete key={`credential-${kind}`} which="credentials" label="Credential" kind={kind === 'license' ? 'license' : null} value={credential} onChange={setCredential} required error={errors.credential} />
        <CatalogAutocomplete key={`issuer-${kind}`} which="issuers" label={kind === 'license' ? 'Issuer' : 'Issuer (optional)'} kind={kind === 'license' ? 'license' : null} value={issuer} onChange={setIssuer} required={kind === 'license'} error={errors.issuer} />
        {kind === 'license' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="License number" required value={licenseNumber} onChange={(e) => setLicenseNumber(e.target.value)} error={!!errors.licenseNumber} helperText={errors.licenseNumber} slotProps={{ htmlInput: { maxLength: 50 } }} sx={{ flex: 1 }} />
            <FormControl required error={!!errors.stateIssued} sx={{ flex: 1 }}>
              <InputLabel id="state-issued-label">Issuing state</InputLabel>
              <Select labelId="state-issued-label" label="Issuing state" value={stateIssued} onChange={(e) => setStateIssued(e.target.value)}>
                {ISSUING_STATES.map((s) => (
                  <MenuItem key={s.code} value={s.code}>{s.name}</MenuItem>
                ))}
              </Select>
              {errors.stateIssued && <FormHelperText>{errors.stateIssued}</FormHelperText>}
            </FormControl>
          </Stack>
        ) : (
          <Box>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
              {file ? 'Choose another file' : 'Upload PDF or image'}
              <input hidden type="file" accept="application/pdf,image/jpeg,image/png,image/webp,image/gif" aria-label="Certificate or degree document" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
            </Button>
            <Typography variant="body2" sx={{ mt: 1 }} color={errors.file ? 'error' : 'text.secondary'}>
              {errors.file ?? (file ? file.name : 'A PDF or an image of your certificate or degree, at most 5 MB.')}
            </Typography>
          </Box>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={disabled || submit.pending}>
            {submit.pending ? 'Submitting…' : 'Add credential'}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
