// Screenshots: a member's day of screenshots by hour in 10-minute slots, in the viewer's time
// zone, with a full-size viewer, blur, delete and "capture now". Members see their own; roles with
// screenshots.read.all choose whose (as the API decides: never a higher role's).
import { useState } from 'react';
import { ErrorNotice, LoadingState, TimeZoneNote, useDocumentTitle } from '../../components';
import { t } from '../../lib/i18n';
import { dayKeyOf, useLocalTime } from '../../lib/local-time';
import { CaptureNow } from './capture-now';
import { DayGallery } from './day-gallery';
import { dayRange } from './gallery';
import { DayPicker, MemberPicker } from './gallery-toolbar';
import { useGalleryAccess, type GalleryAccess } from './use-gallery-access';
import './screenshots.css';

export function ScreenshotsScreen() {
  useDocumentTitle(t('screenshots.title'));
  const access = useGalleryAccess();

  return (
    <section className="stack shots" aria-labelledby="screenshots-title">
      <h1 id="screenshots-title" tabIndex={-1}>
        {t('screenshots.title')}
      </h1>
      {access.isPending ? (
        <LoadingState />
      ) : !access.allowed ? (
        <div className="notice notice-info">
          <p className="notice-message">{t('screenshots.notAllowed')}</p>
          <p className="notice-hint">{t('screenshots.notAllowedHint')}</p>
        </div>
      ) : (
        // A new organization starts afresh: its own member list and today.
        <Gallery key={access.organizationId} access={access} />
      )}
    </section>
  );
}

function Gallery({ access }: { access: GalleryAccess }) {
  const { timeZone } = useLocalTime();
  const [chosenUser, setChosenUser] = useState<string | null>(null);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const [waitingUntil, setWaitingUntil] = useState(0);
  const today = dayKeyOf(new Date(), timeZone);
  const day = chosenDay ?? today;
  const userId = (access.seesOthers && chosenUser) || access.selfUserId;
  const member = access.choices.find((choice) => choice.userId === userId);
  const memberName = member?.fullName ?? '';
  const online = access.isOnline(userId);

  return (
    <>
      <p className="lead">
        {access.seesOthers ? t('screenshots.intro') : t('screenshots.introOwn')} <TimeZoneNote />
      </p>
      <div className="shots-toolbar">
        {access.seesOthers && (
          <MemberPicker
            choices={access.choices}
            userId={userId}
            onChange={(next) => {
              setChosenUser(next);
              setWaitingUntil(0);
            }}
          />
        )}
        <DayPicker day={day} today={today} onChange={setChosenDay} />
      </div>
      {!!access.membersError && <ErrorNotice error={access.membersError} />}
      {access.canCapture && online !== null && memberName && (
        <CaptureNow
          key={userId}
          userId={userId}
          name={memberName}
          online={online}
          onRequested={(expiresAt) => {
            setWaitingUntil(Date.parse(expiresAt));
            setChosenDay(null);
          }}
        />
      )}
      <DayGallery
        access={access}
        userId={userId}
        memberName={memberName}
        range={dayRange(day, timeZone)}
        waitingUntil={waitingUntil}
      />
    </>
  );
}
