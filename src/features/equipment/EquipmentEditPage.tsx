// /equipment/edit/:entityId: the generic edit form plus the item's images (remove stored ones,
// add new ones), a replacement certificate and the live serial-number check that leaves the
// item's own serial alone; saved as multipart (spec §7 PutEntity).
import { useParams } from 'react-router-dom';
import { EntityEditScreen } from '../../components/entity/EntityScreens';
import { equipmentFilesOf, useUpdateEquipment } from '../../data/equipment';
import { useEntityRecord } from '../../data/use-entity';
import { equipmentEntity } from '../../domain/entities/devices';
import { useEquipmentForm } from './use-equipment-form';

function EditScreen({ id }: { id: number }) {
  // The screen reads the same cached record; here it gives the stored files and the own serial.
  const record = useEntityRecord(equipmentEntity, id);
  const update = useUpdateEquipment();
  const serial = record.data?.serialNumber;
  const form = useEquipmentForm({
    ownSerialNumber: typeof serial === 'string' ? serial : null,
    stored: equipmentFilesOf(record.data),
    saving: update.isPending,
    save: (values, files) => update.mutateAsync({ id, values, files }),
  });
  return <EntityEditScreen declaration={equipmentEntity} form={form} />;
}

export default function EquipmentEditPage() {
  const id = Number(useParams().entityId);
  return (
    <EditScreen key={id} id={id} />
  );
}
