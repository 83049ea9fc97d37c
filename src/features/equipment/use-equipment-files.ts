// The files of one equipment form until it is saved: new images, stored images the user removed,
// and a new calibration certificate. Files are checked as they are chosen; a refused one is
// named and left out, the rest are kept (also across a failed save).
import { useCallback, useMemo, useState } from 'react';
import type { EquipmentFilesInput } from '../../data/equipment';
import type { FieldErrors } from '../../data/field-errors';
import { CERTIFICATE_RULE, fileProblem, IMAGE_RULE } from './file-rules';

export type FilePart = 'image' | 'calibrationCertificate';

export interface EquipmentFilesState {
  images: readonly File[];
  removedImageIds: readonly number[];
  certificate: File | null;
  errors: Partial<Record<FilePart, string>>;
  /** Files chosen or removed: unsaved work. */
  dirty: boolean;
  input: EquipmentFilesInput;
  addImages(files: readonly File[]): void;
  dropImage(file: File): void;
  removeStoredImage(id: number): void;
  chooseCertificate(file: File | null): void;
  /** The server's errors about the file parts (400 type, 413 size, removedImageIds). */
  showServerErrors(errors: FieldErrors | null): void;
}

export function useEquipmentFiles(): EquipmentFilesState {
  const [images, setImages] = useState<File[]>([]);
  const [removedImageIds, setRemoved] = useState<number[]>([]);
  const [certificate, setCertificate] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FilePart, string>>>({});

  const addImages = useCallback((files: readonly File[]) => {
    const problems = files.map((f) => fileProblem(f, IMAGE_RULE)).filter((p): p is string => p !== null);
    setImages((current) => [...current, ...files.filter((f) => fileProblem(f, IMAGE_RULE) === null)]);
    setErrors((current) => ({ ...current, image: problems.length > 0 ? problems.join(' ') : undefined }));
  }, []);

  const dropImage = useCallback((file: File) => setImages((current) => current.filter((f) => f !== file)), []);
  const removeStoredImage = useCallback((id: number) => setRemoved((current) => [...current, id]), []);

  const chooseCertificate = useCallback((file: File | null) => {
    const problem = file ? fileProblem(file, CERTIFICATE_RULE) : null;
    if (!problem) setCertificate(file);
    setErrors((current) => ({ ...current, calibrationCertificate: problem ?? undefined }));
  }, []);

  const showServerErrors = useCallback((fieldErrors: FieldErrors | null) => {
    if (!fieldErrors) return;
    const image = [...(fieldErrors.image ?? []), ...(fieldErrors.removedImageIds ?? [])];
    const cert = fieldErrors.calibrationCertificate ?? [];
    setErrors({ image: image.length > 0 ? image.join(' ') : undefined, calibrationCertificate: cert.length > 0 ? cert.join(' ') : undefined });
  }, []);

  const input = useMemo<EquipmentFilesInput>(() => ({ images, removedImageIds, certificate }), [images, removedImageIds, certificate]);
  const dirty = images.length > 0 || removedImageIds.length > 0 || certificate !== null;
  return { images, removedImageIds, certificate, errors, dirty, input, addImages, dropImage, removeStoredImage, chooseCertificate, showServerErrors };
}
