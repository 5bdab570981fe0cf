import { useId, useState, type FormEvent } from 'react';
import { t } from '../../lib/i18n';
import { useSaveMyTimeZone } from './settings-queries';
import { ZoneSelect } from './zone-select';
import { SettingsFormFooter } from './settings-form-footer';

interface MyZoneFormProps {
  /** The caller's own zone in this organization; null: the organization's. */
  myTimeZone: string | null;
  organizationZone: string;
}

/** The signed-in person's own time zone, for how times are shown to them. */
export function MyZoneForm({ myTimeZone, organizationZone }: MyZoneFormProps) {
  const id = useId();
  const save = useSaveMyTimeZone();
  const [zone, setZone] = useState(myTimeZone ?? '');
  const [done, setDone] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate(zone === '' ? null : zone, { onSuccess: () => setDone(true) });
  };

  return (
    <form className="card stack-tight" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.myTitle')}</h2>
      <ZoneSelect
        label={t('settings.myTimeZone')}
        hint={t('settings.myTimeZoneHint')}
        value={zone}
        onChange={setZone}
        emptyLabel={t('settings.organizationZone', { zone: organizationZone })}
      />
      <SettingsFormFooter
        done={done}
        save={save}
        onCancel={() => {
          setZone(myTimeZone ?? '');
          save.reset();
          setDone(false);
        }}
      />
    </form>
  );
}
