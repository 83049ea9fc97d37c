// /equipment/view/:entityId: the generic view plus the item's images as thumbnails and a link to
// its calibration certificate (from the files GetById returns).
import { useParams } from 'react-router-dom';
import { EntityViewScreen } from '../../components/entity/EntityScreens';
import { equipmentFilesOf } from '../../data/equipment';
import { useEntityRecord } from '../../data/use-entity';
import { equipmentEntity } from '../../domain/entities/devices';
import styles from './Equipment.module.css';
import { StoredFileLink, StoredImage } from './StoredFile';

function EquipmentFilesView({ id }: { id: number }) {
  const record = useEntityRecord(equipmentEntity, id);
  const { images, calibrationCertificate } = equipmentFilesOf(record.data);
  return (
    <div className={styles.files}>
      <section className={styles.group} aria-labelledby="equipment-images">
        <h2 id="equipment-images" className={styles.heading}>
          Images
        </h2>
        {images.length === 0 ? (
          <p className={styles.muted}>No images.</p>
        ) : (
          <ul className={styles.thumbs} aria-label="Images">
            {images.map((image) => (
              <li key={image.id} className={styles.thumb}>
                <StoredImage info={image} />
                <span>{image.fileName}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.group} aria-labelledby="equipment-certificate">
        <h2 id="equipment-certificate" className={styles.heading}>
          Calibration certificate
        </h2>
        {calibrationCertificate ? <StoredFileLink info={calibrationCertificate} /> : <p className={styles.muted}>No certificate.</p>}
      </section>
    </div>
  );
}

export default function EquipmentViewPage() {
  const id = Number(useParams().entityId);
  return (
    <EntityViewScreen declaration={equipmentEntity} key={id}>
      <EquipmentFilesView id={id} />
    </EntityViewScreen>
  );
}
