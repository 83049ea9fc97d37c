// What the PDF prints for codes and dates: enum values by the label the screens and the Excel
// export use (furniture outcome "Reused internally", not "ReusedInternal"), days as dd/mm/yyyy.
import { formatCalendarDate } from '../../../domain/building-time';
import { furnitureItemEntity } from '../../../domain/entities/furniture';
import { wasteStreamEntity } from '../../../domain/entities/reference';
import { enumCellLabel } from '../../spreadsheets/enum-cells';

export const outcomeLabel = (outcome: string): string => String(enumCellLabel(furnitureItemEntity.fields.furnitureStatus, outcome));
export const fateLabel = (fate: string): string => String(enumCellLabel(wasteStreamEntity.fields.fate, fate));
export const periodText = (from: string, to: string): string => `${formatCalendarDate(from)} to ${formatCalendarDate(to)}`;
