// A stored equipment file shown from its bytes: the server answers only with the bearer token, so
// the client fetches them and hands the <img> or the link a blob: address.
import { useAttachmentBlob, type AttachmentInfo } from '../../data/equipment';
import styles from './Equipment.module.css';
import { useObjectUrl } from './use-object-url';

export function StoredImage({ info }: { info: AttachmentInfo }) {
  const file = useAttachmentBlob(info.url);
  const src = useObjectUrl(file.data);
  if (file.isError) return <span className={styles.placeholder}>Not available</span>;
  if (!src) return <span className={styles.placeholder} aria-label={`Loading ${info.fileName}`} role="status" />;
  return <img className={styles.image} src={src} alt={info.fileName} />;
}

export function NewImage({ file }: { file: File }) {
  const src = useObjectUrl(file);
  return src ? <img className={styles.image} src={src} alt={`${file.name} (new)`} /> : <span className={styles.placeholder} />;
}

/** A link that opens the file in a new tab once its bytes are here. */
export function StoredFileLink({ info }: { info: AttachmentInfo }) {
  const file = useAttachmentBlob(info.url);
  const href = useObjectUrl(file.data);
  if (file.isError) return <span>{info.fileName} (not available)</span>;
  if (!href) return <span role="status">{info.fileName} (loading…)</span>;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" type={info.contentType}>
      {info.fileName}
    </a>
  );
}
