// Shared UI (architecture §2). Import from here.
export { Button, type ButtonProps, type ButtonVariant } from './Button';
export { createToastStore, toasts, TOAST_AUTO_CLOSE_MS } from './toast/toast-store';
export type { Toast, ToastInput, ToastStore, ToastVariant } from './toast/toast-store';
export { Toaster, type ToasterProps } from './toast/Toaster';
export { Notice, type NoticeAction, type NoticeProps } from './toast/Notice';
export { LoadingOverlay, LOADING_OVERLAY_DELAY_MS, LOADING_OVERLAY_TEXT, type LoadingOverlayProps } from './LoadingOverlay';
export { MessagePage, type MessagePageProps } from './MessagePage';
export { ErrorPage, errorTitle, UNEXPECTED_ERROR_TITLE, type ErrorPageProps } from './ErrorPage';
export { RouteErrorPage } from './RouteErrorPage';
export { NoPermission, NO_PERMISSION_TEXT } from './NoPermission';
export { Dialog, type DialogProps } from './dialog/Dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './dialog/ConfirmDialog';
export { DropdownMenu, type DropdownMenuEntry, type DropdownMenuItem, type DropdownMenuProps } from './DropdownMenu';
