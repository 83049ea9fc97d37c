// What a screen guard renders when the user lacks the exact qualifier (spec §2.4, §8).
import { MessagePage } from './MessagePage';

export const NO_PERMISSION_TEXT = 'You have no permission to view this page';

export function NoPermission() {
  return <MessagePage title={NO_PERMISSION_TEXT} />;
}
