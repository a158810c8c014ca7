import { addMonths, format, isAfter, isBefore, startOfMonth } from 'date-fns';
import { useEffect, useRef, useState } from 'react';
import { DayPicker, type MonthCaptionProps } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { pl } from 'react-day-picker/locale/pl';
import { useTranslation } from 'react-i18next';
import { warsawDay } from '@lesne/domain';
import { cx } from '../ui/cx';
import styles from './Calendar.module.css';
import { dayDate, yearPageStart } from './date-text';

type View = 'days' | 'months' | 'years';

interface CalendarProps {
  selected?: Date;
  min?: Date;
  max?: Date;
  onPick(date: Date): void;
}

const YEARS_A_PAGE = 12;
const MONTHS = Array.from({ length: 12 }, (_, index) => index);

/**
 * The date field's calendar: a month of days; its caption opens the months of the year, and the
 * year there opens 12 years a page (docs/product.md#languages-and-formats). Picking a year shows its months, picking a
 * month its days.
 */
export function Calendar({ selected, min, max, onPick }: CalendarProps) {
  const { t, i18n } = useTranslation('ui');
  const locale = i18n.language === 'en' ? enGB : pl;
  // Days are Warsaw's (docs/product.md#languages-and-formats), whatever the device's time zone.
  const [today] = useState(() => dayDate(warsawDay(new Date()))!);
  const [view, setView] = useState<View>('days');
  const [month, setMonth] = useState(() => startOfMonth(selected ?? clamp(today, min, max)));
  const [firstYear, setFirstYear] = useState(() => yearPageStart(month.getFullYear()));
  const year = month.getFullYear();
  const grid = useRef<HTMLDivElement>(null);

  // A new view starts at its chosen (or first) choice, as the day grid starts at its day.
  useEffect(() => {
    if (view === 'days') return;
    const choices = grid.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
    const current = grid.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]:not(:disabled)');
    (current ?? choices?.[0])?.focus();
  }, [view, firstYear]);

  // A month is out when none of its days is in (`candidate` is its first day).
  const monthOutside = (candidate: Date) => Boolean((min && isBefore(candidate, startOfMonth(min))) || (max && isAfter(candidate, max)));
  const yearOutside = (candidate: number) => Boolean((min && candidate < min.getFullYear()) || (max && candidate > max.getFullYear()));

  function showYears() {
    setFirstYear(yearPageStart(year));
    setView('years');
  }

  if (view === 'years') {
    const years = Array.from({ length: YEARS_A_PAGE }, (_, index) => firstYear + index);
    return (
      <div className={styles.calendar}>
        <Header
          caption={`${years[0]} – ${years[YEARS_A_PAGE - 1]}`}
          previous={{ label: t('date.previousYears'), onClick: () => setFirstYear(firstYear - YEARS_A_PAGE), disabled: yearOutside(firstYear - 1) }}
          next={{ label: t('date.nextYears'), onClick: () => setFirstYear(firstYear + YEARS_A_PAGE), disabled: yearOutside(firstYear + YEARS_A_PAGE) }}
        />
        <div ref={grid} className={styles.choices} role="group" aria-label={t('date.chooseYear')}>
          {years.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className={styles.choice}
              aria-pressed={candidate === year}
              disabled={yearOutside(candidate)}
              onClick={() => {
                setMonth(new Date(candidate, month.getMonth(), 1));
                setView('months');
              }}
            >
              {candidate}
            </button>
          ))}
        </div>
      </div>
    );
  }

  if (view === 'months') {
    return (
      <div className={styles.calendar}>
        <Header
          caption={String(year)}
          onCaption={showYears}
          captionHint={t('date.chooseYear')}
          previous={{ label: t('date.previousYear'), onClick: () => setMonth(new Date(year - 1, month.getMonth(), 1)), disabled: yearOutside(year - 1) }}
          next={{ label: t('date.nextYear'), onClick: () => setMonth(new Date(year + 1, month.getMonth(), 1)), disabled: yearOutside(year + 1) }}
        />
        <div ref={grid} className={styles.choices} role="group" aria-label={t('date.chooseMonth')}>
          {MONTHS.map((index) => {
            const candidate = new Date(year, index, 1);
            return (
              <button
                key={index}
                type="button"
                className={styles.choice}
                aria-pressed={index === month.getMonth()}
                disabled={monthOutside(candidate)}
                onClick={() => {
                  setMonth(candidate);
                  setView('days');
                }}
              >
                {format(candidate, 'LLLL', { locale })}
              </button>
            );
          })}
        </div>
      </div>
    );
  }

  return (
    <div className={styles.calendar}>
      <Header
        caption={format(month, 'LLLL yyyy', { locale })}
        onCaption={() => setView('months')}
        captionHint={t('date.chooseMonth')}
        previous={{ label: t('date.previousMonth'), onClick: () => setMonth(addMonths(month, -1)), disabled: monthOutside(addMonths(month, -1)) }}
        next={{ label: t('date.nextMonth'), onClick: () => setMonth(addMonths(month, 1)), disabled: monthOutside(addMonths(month, 1)) }}
      />
      <DayPicker
        mode="single"
        locale={locale}
        weekStartsOn={1}
        today={today}
        selected={selected}
        onSelect={(day) => day && onPick(day)}
        month={month}
        onMonthChange={setMonth}
        startMonth={min}
        endMonth={max}
        disabled={[...(min ? [{ before: min }] : []), ...(max ? [{ after: max }] : [])]}
        hideNavigation
        showOutsideDays
        // The calendar opens as a popover dialog: its focus starts on the chosen day, as a dialog's on its first field.
        // eslint-disable-next-line jsx-a11y/no-autofocus -- see above
        autoFocus
        components={{ MonthCaption: HiddenCaption }}
        classNames={{
          month_grid: styles.days,
          weekday: styles.weekday,
          day: styles.day,
          day_button: styles.dayButton,
          selected: styles.selected,
          today: styles.today,
          outside: styles.outside,
          disabled: styles.disabled,
        }}
      />
    </div>
  );
}

/** The month's name still labels the grid for screen readers; the header shows it. */
function HiddenCaption({ id, children }: MonthCaptionProps) {
  return (
    <div id={id} className="visually-hidden">
      {children}
    </div>
  );
}

interface Step {
  label: string;
  onClick(): void;
  disabled: boolean;
}

function Header({ caption, onCaption, captionHint, previous, next }: { caption: string; onCaption?(): void; captionHint?: string; previous: Step; next: Step }) {
  return (
    <div className={styles.header}>
      <StepButton step={previous} direction="previous" />
      {onCaption ? (
        <button type="button" className={cx(styles.caption, styles.captionButton)} onClick={onCaption}>
          {caption}
          <span className="visually-hidden">, {captionHint}</span>
        </button>
      ) : (
        <span className={styles.caption} aria-live="polite">
          {caption}
        </span>
      )}
      <StepButton step={next} direction="next" />
    </div>
  );
}

function StepButton({ step, direction }: { step: Step; direction: 'previous' | 'next' }) {
  return (
    <button type="button" className={styles.step} aria-label={step.label} disabled={step.disabled} onClick={step.onClick}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

function clamp(date: Date, min?: Date, max?: Date): Date {
  if (min && isBefore(date, min)) return min;
  if (max && isAfter(date, max)) return max;
  return date;
}
