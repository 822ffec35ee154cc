import { useToast } from '@groupmap/app-kit';
import { LOGO_MIME_TYPES, toasts, validateLogoFile, validationMessages } from '@groupmap/contracts';
import { Button, Flex } from 'antd';
import { useRef, useState, type ChangeEvent } from 'react';
import { uploadLogo } from '../api/map-requests';
import { FIELD_LABELS } from './field-labels';

export interface LogoUploadProps {
  logoUrl: string | null;
  onChange: (logoUrl: string | null) => void;
  disabled: boolean;
}

/**
 * Logo upload with preview and "Remove Logo". The file is checked here first (size and type, with the
 * section 8 toasts) so a wrong file never travels; the service checks it again.
 */
export function LogoUpload({ logoUrl, onChange, disabled }: LogoUploadProps) {
  const { toast } = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = validateLogoFile(file);
    if (problem) {
      const text = problem === validationMessages.logoTooLarge ? toasts.logoTooLarge : toasts.logoInvalidType;
      toast({ title: text.title, description: text.description, variant: 'destructive' });
      return;
    }
    setUploading(true);
    const result = await uploadLogo(file);
    setUploading(false);
    if (result.ok) {
      onChange(result.data.logoUrl);
      return;
    }
    toast({
      title: toasts.logoUploadFailed.title,
      description: result.message || toasts.logoUploadFailed.fallbackDescription,
      variant: 'destructive',
    });
  };

  return (
    <Flex vertical gap={8} align="flex-start">
      {logoUrl && <img className="gm-logo-preview" src={logoUrl} alt={FIELD_LABELS.logoPreviewAlt} />}
      <input
        ref={input}
        type="file"
        accept={LOGO_MIME_TYPES.join(',')}
        hidden
        aria-label={FIELD_LABELS.uploadLogo}
        data-testid="logo-file-input"
        disabled={disabled}
        onChange={(event) => void upload(event)}
      />
      <Flex gap={8}>
        <Button disabled={disabled || uploading} onClick={() => input.current?.click()}>
          {uploading ? FIELD_LABELS.uploadingLogo : FIELD_LABELS.uploadLogo}
        </Button>
        {logoUrl && (
          <Button danger disabled={disabled} onClick={() => onChange(null)}>
            {FIELD_LABELS.removeLogo}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
