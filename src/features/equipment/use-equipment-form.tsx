// What the equipment create and edit screens add to the generic entity form: the file inputs, the
// live serial-number check, and a save that sends the values with the files as multipart. A failed
// save keeps every field and file; the server's errors about file parts show under their input.
import type { FormSubmission } from '../../components/entity/EntityForm';
import type { EntityFormOptions } from '../../components/entity/EntityScreens';
import type { FormValues } from '../../components/entity/fields/form-values';
import type { EquipmentFilesInput } from '../../data/equipment';
import { fieldErrorsOf } from '../../data/field-errors';
import { EquipmentFilesFields, type StoredFiles } from './EquipmentFilesFields';
import { useEquipmentFiles } from './use-equipment-files';
import { useSerialNumberCheck } from './use-serial-number-check';

const NO_FILES: StoredFiles = { images: [], calibrationCertificate: null };

export interface EquipmentFormSetup {
  /** The record's serial (edit) or null (create): it is not a duplicate of itself. */
  ownSerialNumber: string | null;
  stored?: StoredFiles;
  saving: boolean;
  save(values: FormValues, files: EquipmentFilesInput, submission: FormSubmission): Promise<unknown>;
}

export function useEquipmentForm({ ownSerialNumber, stored = NO_FILES, saving, save }: EquipmentFormSetup): EntityFormOptions {
  const files = useEquipmentFiles();
  const serial = useSerialNumberCheck(ownSerialNumber);
  return {
    onSubmit: async (values, submission) => {
      try {
        return await save(values, files.input, submission);
      } catch (error) {
        files.showServerErrors(fieldErrorsOf(error));
        throw error;
      }
    },
    extra: <EquipmentFilesFields files={files} stored={stored} disabled={saving} />,
    externalErrors: { serialNumber: serial.message },
    onValuesChange: serial.onValuesChange,
    dirty: files.dirty,
  };
}
