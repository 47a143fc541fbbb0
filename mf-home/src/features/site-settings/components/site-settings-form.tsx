import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { adminSiteSettings, DESIGN_LANGS, SITE_CTITLE_MAX, SITE_DESCRIPTION_MAX, SITE_KEYWORDS_MAX, SITE_TITLE_MAX, type AdminSiteSettings, type AdminSiteSettingsDetail } from '@shop/contract';
import { SelectField, TextAreaField, useContractForm } from '@shop/forms';
import { Button, formatDateTime, Permission, TextField, toast } from '@shop/shared';
import { useSaveSiteSettings } from '../api/site-settings';
import { DeliveryFields } from './delivery-fields';
import { PromisesField } from './promises-field';

const valuesOf = ({ texts, is_wechat, languages, default_lang, ship_from_code, dispatch_cutoff_hour }: AdminSiteSettingsDetail): AdminSiteSettings => ({
  texts,
  is_wechat,
  languages,
  default_lang,
  ship_from_code,
  dispatch_cutoff_hour,
});

/**
 * The site settings: per language the title (page titles end with it), the short title (the home
 * page's), the keywords and description (meta tags); then the WeChat flag, the languages the
 * switcher offers and the default one; the product pages' service promises per language, and where
 * parcels ship from and the same-day cut-off. Shoppers get them at their next navigation.
 */
export function SiteSettingsForm({ detail }: { detail: AdminSiteSettingsDetail }) {
  const { t } = useTranslation('home');
  const save = useSaveSiteSettings();
  const form = useContractForm<AdminSiteSettings>(adminSiteSettings, valuesOf(detail), {
    says: { required: (label) => t('site.problems.required', { field: label }), wrong: (label) => t('site.problems.invalid', { field: label }) },
    failed: t('site.saveFailed'),
  });
  const languages = useController({ name: 'languages', control: form.control });
  const wechat = useController({ name: 'is_wechat', control: form.control });
  const offered = languages.field.value ?? [];
  const languagesProblem = form.message('languages', t('site.languages'), { required: t('site.problems.languages'), tooShort: t('site.problems.languages'), wrong: t('site.problems.languages') });

  const submit = form.submit(async (values) => {
    const next = await save.mutateAsync(values);
    form.reset(valuesOf(next));
    toast.success(t('site.saved'));
  });

  const tooLong = (max: number) => ({ tooLong: (label: string) => t('site.problems.tooLong', { field: label, max }) });
  const updated = detail.updated_at ? t('site.updated', { name: detail.updated_by?.name ?? detail.updated_by?.username ?? '—', when: formatDateTime(detail.updated_at) }) : t('site.neverSaved');

  return (
    <form noValidate aria-label={t('site.title')} onSubmit={(event) => void submit(event)} className="max-w-5xl space-y-4 text-sm">
      <p className="text-slate-500">{updated}</p>
      <fieldset disabled={save.isPending} className="grid grid-cols-2 gap-4">
        {DESIGN_LANGS.map((lang) => (
          <section key={lang} aria-labelledby={`site-texts-${lang}`} className="rounded border border-slate-200 bg-white p-4">
            <h2 id={`site-texts-${lang}`} className="mb-3 font-semibold text-slate-800">
              {t('site.textsOf', { lang: t(`editor.langs.${lang}`) })}
            </h2>
            <TextField {...form.field(`texts.${lang}.title`, t('site.siteTitle'), { says: tooLong(SITE_TITLE_MAX) })} />
            <TextField {...form.field(`texts.${lang}.ctitle`, t('site.ctitle'), { says: tooLong(SITE_CTITLE_MAX) })} />
            <TextField {...form.field(`texts.${lang}.keywords`, t('site.keywords'), { says: tooLong(SITE_KEYWORDS_MAX) })} />
            <TextAreaField rows={3} {...form.field(`texts.${lang}.description`, t('site.description'), { says: tooLong(SITE_DESCRIPTION_MAX) })} />
            <PromisesField lang={lang} control={form.control} />
          </section>
        ))}
      </fieldset>
      <fieldset disabled={save.isPending} className="rounded border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold text-slate-800">{t('site.options')}</legend>
        <div className="grid grid-cols-3 items-start gap-6">
          <div role="group" aria-labelledby="site-languages" aria-describedby={languagesProblem ? 'site-languages-problem' : undefined}>
            <p id="site-languages" className="mb-2 text-slate-700">
              {t('site.languages')}
            </p>
            {DESIGN_LANGS.map((lang) => (
              <label key={lang} className="mb-1 flex items-center gap-2 text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-rose-600"
                  checked={offered.includes(lang)}
                  onChange={(event) => {
                    form.clearErrors('languages');
                    languages.field.onChange(event.target.checked ? DESIGN_LANGS.filter((code) => code === lang || offered.includes(code)) : offered.filter((code) => code !== lang));
                  }}
                />
                {t(`editor.langs.${lang}`)}
              </label>
            ))}
            {languagesProblem ? (
              <p id="site-languages-problem" role="alert" className="mt-1 text-xs text-red-600">
                {languagesProblem}
              </p>
            ) : null}
          </div>
          <SelectField {...form.field('default_lang', t('site.defaultLang'))}>
            {DESIGN_LANGS.map((lang) => (
              <option key={lang} value={lang}>
                {t(`editor.langs.${lang}`)}
              </option>
            ))}
          </SelectField>
          <label className="mt-7 flex items-center gap-2 text-slate-700">
            <input type="checkbox" className="h-4 w-4 accent-rose-600" checked={wechat.field.value === 1} onChange={(event) => wechat.field.onChange(event.target.checked ? 1 : 0)} />
            {t('site.wechat')}
          </label>
        </div>
      </fieldset>
      <fieldset disabled={save.isPending} className="rounded border border-slate-200 bg-white p-4">
        <legend className="px-1 font-semibold text-slate-800">{t('site.delivery')}</legend>
        <DeliveryFields control={form.control} shipFromProblem={form.message('ship_from_code', t('site.shipFrom'))} />
      </fieldset>
      <Permission allow={['site.edit']}>
        <div className="flex justify-end">
          <Button type="submit" pending={save.isPending} disabled={!form.formState.isDirty} className="w-32">
            {t('site.save')}
          </Button>
        </div>
      </Permission>
    </form>
  );
}
