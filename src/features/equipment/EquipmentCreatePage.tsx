// /equipment/create: the generic form of the declaration plus images, a calibration certificate
// and the live serial-number check; saved as multipart (spec §7 CreateEntity).
import { EntityCreateScreen } from '../../components/entity/EntityScreens';
import { useCreateEquipment } from '../../data/equipment';
import { equipmentEntity } from '../../domain/entities/devices';
import { useEquipmentForm } from './use-equipment-form';

function CreateScreen() {
  const create = useCreateEquipment();
  const form = useEquipmentForm({
    ownSerialNumber: null,
    saving: create.isPending,
    save: (values, files, submission) => create.mutateAsync({ values, files, idempotencyKey: submission.idempotencyKey }),
  });
  return <EntityCreateScreen declaration={equipmentEntity} form={form} />;
}

export default function EquipmentCreatePage() {
  return (
    <CreateScreen />
  );
}
