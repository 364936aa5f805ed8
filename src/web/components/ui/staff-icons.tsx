/**
 * The staff screens' icons: lucide glyphs drawn by `Icon` (icon.tsx: 20 px, never shrunk,
 * decorative unless labelled), one module per glyph (never the whole set), under the names
 * the screens use. `className="size-4"` and the like win over the default size.
 *
 * One module with code in it, on purpose (decision 027): the lazy staff pages share one
 * icon chunk, instead of a chunk per icon whose names the parent's entry file would carry.
 */

import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowRight from 'lucide-react/icons/arrow-right';
import ArrowUp from 'lucide-react/icons/arrow-up';
import Calendar from 'lucide-react/icons/calendar';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import Check from 'lucide-react/icons/check';
import ChevronDown from 'lucide-react/icons/chevron-down';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import CloudUpload from 'lucide-react/icons/cloud-upload';
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import File from 'lucide-react/icons/file';
import FileChartColumn from 'lucide-react/icons/file-chart-column';
import Hourglass from 'lucide-react/icons/hourglass';
import Info from 'lucide-react/icons/info';
import KeyRound from 'lucide-react/icons/key-round';
import Link from 'lucide-react/icons/link';
import Lock from 'lucide-react/icons/lock';
import LogOut from 'lucide-react/icons/log-out';
import Mail from 'lucide-react/icons/mail';
import MailCheck from 'lucide-react/icons/mail-check';
import Menu from 'lucide-react/icons/menu';
import MessageSquareText from 'lucide-react/icons/message-square-text';
import Pencil from 'lucide-react/icons/pencil';
import Printer from 'lucide-react/icons/printer';
import QrCode from 'lucide-react/icons/qr-code';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import RotateCw from 'lucide-react/icons/rotate-cw';
import Search from 'lucide-react/icons/search';
import Sheet from 'lucide-react/icons/sheet';
import Trash2 from 'lucide-react/icons/trash-2';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import Undo2 from 'lucide-react/icons/undo-2';
import Upload from 'lucide-react/icons/upload';
import UserLock from 'lucide-react/icons/user-lock';
import UserRoundPen from 'lucide-react/icons/user-round-pen';
import Users from 'lucide-react/icons/users';
import WifiOff from 'lucide-react/icons/wifi-off';
import X from 'lucide-react/icons/x';
import type { LucideIcon } from 'lucide-react/types';
import { Icon, type IconProps } from './icon.tsx';

function staffIcon(Glyph: LucideIcon) {
  return function StaffIcon(props: IconProps) {
    return <Icon icon={Glyph} {...props} />;
  };
}

export const AlertCircleIcon = staffIcon(CircleAlert);
export const AlertIcon = staffIcon(TriangleAlert);
export const ArrowDownIcon = staffIcon(ArrowDown);
export const ArrowRightIcon = staffIcon(ArrowRight);
export const ArrowUpIcon = staffIcon(ArrowUp);
export const CalendarIcon = staffIcon(Calendar);
export const CheckCircleIcon = staffIcon(CircleCheck);
export const CheckIcon = staffIcon(Check);
export const ChevronDownIcon = staffIcon(ChevronDown);
export const ClockIcon = staffIcon(Clock);
export const CopyIcon = staffIcon(Copy);
export const DownloadIcon = staffIcon(Download);
export const FileIcon = staffIcon(File);
export const HourglassIcon = staffIcon(Hourglass);
export const InfoIcon = staffIcon(Info);
export const KeyIcon = staffIcon(KeyRound);
export const LinkIcon = staffIcon(Link);
export const LockIcon = staffIcon(Lock);
export const LogOutIcon = staffIcon(LogOut);
export const MailCheckIcon = staffIcon(MailCheck);
export const MailIcon = staffIcon(Mail);
export const MenuIcon = staffIcon(Menu);
export const PencilIcon = staffIcon(Pencil);
export const PrinterIcon = staffIcon(Printer);
export const QrIcon = staffIcon(QrCode);
export const RefreshIcon = staffIcon(RotateCw);
export const ReportIcon = staffIcon(FileChartColumn);
/** Save draws the tick, like Check. */
export const SaveIcon = CheckIcon;
export const SheetIcon = staffIcon(Sheet);
export const SwitchUserIcon = staffIcon(UserRoundPen);
export const SyncIcon = staffIcon(RefreshCw);
export const TrashIcon = staffIcon(Trash2);
export const UndoIcon = staffIcon(Undo2);
export const UploadIcon = staffIcon(Upload);
export const UsersIcon = staffIcon(Users);
/** The teams tab and panel: the same people as Users. */
export const UsersGroupIcon = UsersIcon;
export const XIcon = staffIcon(X);
/** Close an editor: the same cross as X. */
export const CloseIcon = XIcon;
export const CalendarClockIcon = staffIcon(CalendarClock);
export const CalendarPlusIcon = staffIcon(CalendarPlus);
export const CloudUploadIcon = staffIcon(CloudUpload);
export const MessageIcon = staffIcon(MessageSquareText);
export const SearchIcon = staffIcon(Search);
export const UserLockIcon = staffIcon(UserLock);
export const WifiOffIcon = staffIcon(WifiOff);
