// The file inputs of the equipment form: several images (JPEG/PNG; stored ones can be removed,
// new ones previewed and dropped before saving) and one calibration certificate (PDF/JPEG/PNG,
// replacing the stored one). Rendered inside EntityForm through its `extra` slot.
import type { ChangeEvent } from 'react';
import { Button } from '../../components/Button';
import entityStyles from '../../components/entity/EntityPage.module.css';
import type { AttachmentInfo } from '../../data/equipment';
import styles from './Equipment.module.css';
import { CERTIFICATE_RULE, IMAGE_RULE } from './file-rules';
import { NewImage, StoredFileLink, StoredImage } from './StoredFile';
import type { EquipmentFilesState } from './use-equipment-files';

export interface StoredFiles {
  images: readonly AttachmentInfo[];
  calibrationCertificate: AttachmentInfo | null;
}

interface Props {
  files: EquipmentFilesState;
  stored: StoredFiles;
  disabled?: boolean;
}

/** The chosen files, and the input emptied so that choosing the same file again still counts. */
function takeFiles(event: ChangeEvent<HTMLInputElement>): File[] {
  const chosen = Array.from(event.target.files ?? []);
  event.target.value = '';
  return chosen;
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? <span id={id} role="alert" className={entityStyles.error}>{text}</span> : null;
}

export function EquipmentFilesFields({ files, stored, disabled }: Props) {
  const keptImages = stored.images.filter((image) => !files.removedImageIds.includes(image.id));
  const imageError = files.errors.image;
  const certificateError = files.errors.calibrationCertificate;
  return (
    <div className={styles.files}>
      <fieldset className={styles.group}>
        <legend className={styles.heading}>Images</legend>
        <ul className={styles.thumbs} aria-label="Images">
          {keptImages.map((image) => (
            <li key={image.id} className={styles.thumb}>
              <StoredImage info={image} />
              <span>{image.fileName}</span>
              <Button size="sm" variant="ghost" disabled={disabled} onClick={() => files.removeStoredImage(image.id)} aria-label={`Remove ${image.fileName}`}>
                Remove
              </Button>
            </li>
          ))}
          {files.images.map((file, index) => (
            <li key={`${file.name}-${index}`} className={styles.thumb}>
              <NewImage file={file} />
              <span>{file.name}</span>
              <Button size="sm" variant="ghost" disabled={disabled} onClick={() => files.dropImage(file)} aria-label={`Remove ${file.name}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {keptImages.length + files.images.length === 0 && <p className={styles.muted}>No images.</p>}
        <label className={entityStyles.field}>
          <span className={entityStyles.label}>Add images</span>
          <input
            type="file"
            name="image"
            multiple
            accept={IMAGE_RULE.types.join(',')}
            disabled={disabled}
            aria-invalid={imageError ? true : undefined}
            aria-describedby={imageError ? 'field-image-error' : 'field-image-help'}
            onChange={(event) => files.addImages(takeFiles(event))}
          />
        </label>
        <span id="field-image-help" className={entityStyles.help}>JPEG or PNG, up to 10 MB each.</span>
        <FieldError id="field-image-error" text={imageError} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.heading}>Calibration certificate</legend>
        {files.certificate ? (
          <p className={styles.muted}>
            New: {files.certificate.name}{' '}
            <Button size="sm" variant="ghost" disabled={disabled} onClick={() => files.chooseCertificate(null)} aria-label={`Remove ${files.certificate.name}`}>
              Remove
            </Button>
          </p>
        ) : stored.calibrationCertificate ? (
          <p className={styles.muted}>
            Current: <StoredFileLink info={stored.calibrationCertificate} />
          </p>
        ) : (
          <p className={styles.muted}>No certificate.</p>
        )}
        <label className={entityStyles.field}>
          <span className={entityStyles.label}>{stored.calibrationCertificate ? 'Replace certificate' : 'Certificate file'}</span>
          <input
            type="file"
            name="calibrationCertificate"
            accept={CERTIFICATE_RULE.types.join(',')}
            disabled={disabled}
            aria-invalid={certificateError ? true : undefined}
            aria-describedby={certificateError ? 'field-calibrationCertificate-error' : 'field-calibrationCertificate-help'}
            onChange={(event) => files.chooseCertificate(takeFiles(event)[0] ?? null)}
          />
        </label>
        <span id="field-calibrationCertificate-help" className={entityStyles.help}>PDF, JPEG or PNG, up to 10 MB.</span>
        <FieldError id="field-calibrationCertificate-error" text={certificateError} />
      </fieldset>
    </div>
  );
}
