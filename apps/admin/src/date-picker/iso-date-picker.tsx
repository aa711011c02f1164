import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import './iso-date-picker.css';

/** Props of IsoDatePicker: the label, the value as 'YYYY-MM-DD' ('' for none) and what a change does. */
export interface IsoDatePickerProps {
  label: string;
  /** 'YYYY-MM-DD', or '' when no date is chosen; any other text shows as empty. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' once the date is cleared. */
  onChange: (value: string) => void;
  isDisabled?: boolean;
  /** Form field name of the hidden input carrying the ISO value. */
  name?: string;
  className?: string;
  labelClassName?: string;
}

function calendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A date field (react-aria DatePicker): month, day and year segments typed or
 * changed with the arrow keys, and a calendar button whose name is the
 * field's label with react-aria's own 'Calendar' (the browser's date input
 * names its picker button 'Show date picker Show date picker', issue 19).
 * Segments follow the browser's locale; the value stays ISO 'YYYY-MM-DD'.
 */
export function IsoDatePicker({ label, value, onChange, isDisabled = false, name, className, labelClassName }: IsoDatePickerProps) {
  return (
    <DatePicker
      className={['iso-date-picker', className].filter(Boolean).join(' ')}
      value={calendarDate(value)}
      onChange={(date) => onChange(date ? date.toString() : '')}
      isDisabled={isDisabled}
      name={name}
      granularity="day"
    >
      <Label className={labelClassName}>{label}</Label>
      <Group className="iso-date-picker__group">
        <DateInput className="iso-date-picker__input">
          {(segment) => <DateSegment segment={segment} className="iso-date-picker__segment" />}
        </DateInput>
        <Button className="iso-date-picker__button">
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <rect x="2" y="3" width="12" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M2 6.5h12M5 1.5v3M11 1.5v3" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </Button>
      </Group>
      <Popover className="iso-date-picker__popover">
        <Dialog className="iso-date-picker__dialog">
          <Calendar className="iso-date-picker__calendar">
            <header className="iso-date-picker__header">
              <Button slot="previous" className="iso-date-picker__nav">
                <span aria-hidden="true">‹</span>
              </Button>
              <Heading className="iso-date-picker__heading" />
              <Button slot="next" className="iso-date-picker__nav">
                <span aria-hidden="true">›</span>
              </Button>
            </header>
            <CalendarGrid className="iso-date-picker__grid">
              {(date) => <CalendarCell date={date} className="iso-date-picker__cell" />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
