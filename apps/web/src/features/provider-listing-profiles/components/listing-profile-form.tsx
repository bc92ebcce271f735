import {
  FloorPlanPlacement,
  ListingLanguage,
  type ListingProfileRecord,
  ListingProfileUpdateBody,
  type ListingRuleName,
  type Locale,
} from '@portal/contracts';
import {
  Alert,
  App,
  Button,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  Typography,
} from 'antd';
import { type ReactNode, useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/form-field.tsx';
import { Panel } from '@/components/panel.tsx';
import { isApiError } from '@/lib/api-client.ts';
import { applyFieldErrors, errorText } from '@/lib/errors.ts';
import { keyedZodResolver } from '@/lib/form-resolver.ts';
import { formatDate } from '@/lib/format.ts';
import { useLocale } from '@/lib/i18n.ts';
import { useUpdateListingProfile } from '../api/listing-profiles-api.ts';
import { RuleLabel } from './rule-label.tsx';
import { SourceList } from './source-list.tsx';
import './listing-profiles.css';

const resolver = keyedZodResolver(ListingProfileUpdateBody);
const BYTES_PER_MB = 1_000_000;

const valuesOf = (profile: ListingProfileRecord): ListingProfileUpdateBody => ({
  name: profile.name,
  rules: profile.rules,
});

type NumberRule = 'minPictures' | 'maxPictures' | 'minWidth' | 'minHeight' | 'maxLongEdge' | 'jpegQuality';

/**
 * One export profile's name and rules for the provider's staff. Each rule says where its value comes from
 * (published guidance, the project's choice, or changed by the provider since), and the profile lists the
 * guidance it follows; the hub's problems show next to the rule they are about.
 */
export function ListingProfileForm({ profile }: { profile: ListingProfileRecord }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const update = useUpdateListingProfile();
  const { control, handleSubmit, setError, reset, formState } = useForm<ListingProfileUpdateBody>({
    resolver,
    defaultValues: valuesOf(profile),
  });
  const { isDirty } = formState;
  useEffect(() => {
    if (!isDirty) reset(valuesOf(profile));
  }, [profile, isDirty, reset]);

  const label = (rule: ListingRuleName, text = t(`listings.profiles.rules.${rule}`)) => (
    <RuleLabel text={text} origin={profile.ruleOrigins[rule]} />
  );
  const numberField = (rule: NumberRule, unit?: string) => (
    <FormField
      control={control}
      name={`rules.${rule}`}
      label={label(rule)}
      required
      render={({ onChange, value, ref: _ref, ...field }) => (
        <InputNumber
          {...field}
          value={value}
          onChange={(next) => onChange(next)}
          precision={0}
          suffix={unit}
          style={{ width: '100%' }}
        />
      )}
    />
  );
  const switchField = (name: FieldPath<ListingProfileUpdateBody>, text: string, rule: ListingRuleName) => (
    <FormField
      control={control}
      name={name}
      label={label(rule, text)}
      render={({ value, onChange, ref: _ref, ...field }) => (
        <Switch {...field} checked={value === true} onChange={(checked) => onChange(checked)} />
      )}
    />
  );
  const submit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ id: profile.id, body });
      void message.success(t('listings.profiles.saved', { name: body.name }));
    } catch (error) {
      applyFieldErrors(error, setError);
    }
  });
  const fieldsNamed = isApiError(update.error) && Object.keys(update.error.fields).length > 0;

  return (
    <Panel title={profile.name}>
      <Form layout="vertical" onFinish={() => void submit()} className="listing-profile-form">
        <Flex vertical gap={8}>
          <ProfileFacts profile={profile} locale={locale} />
          <SourceList sources={profile.sources} />
          <FormField
            control={control}
            name="name"
            label={t('listings.profiles.name')}
            required
            render={(field) => <Input {...field} maxLength={80} />}
          />
          <Section title={t('listings.profiles.sections.pictures')}>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                {numberField('minPictures')}
              </Col>
              <Col xs={24} sm={12}>
                {numberField('maxPictures')}
              </Col>
            </Row>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                {numberField('minWidth', t('listings.profiles.px'))}
              </Col>
              <Col xs={24} sm={12}>
                {numberField('minHeight', t('listings.profiles.px'))}
              </Col>
              <Col xs={24} sm={12}>
                {numberField('maxLongEdge', t('listings.profiles.px'))}
              </Col>
            </Row>
            <FixedRule label={label('aspect')} text={t('listings.profiles.fixed.aspect')} />
          </Section>
          <Section title={t('listings.profiles.sections.files')}>
            <FixedRule label={label('format')} text={t('listings.profiles.fixed.format')} />
            <FixedRule label={label('colourSpace')} text={t('listings.profiles.fixed.colourSpace')} />
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                {numberField('jpegQuality')}
              </Col>
              <Col xs={24} sm={12}>
                <FormField
                  control={control}
                  name="rules.maxFileBytes"
                  label={label('maxFileBytes')}
                  required
                  render={({ onChange, value, ref: _ref, ...field }) => (
                    // Written in megabytes, sent in bytes as the contract takes it.
                    <InputNumber
                      {...field}
                      value={typeof value === 'number' ? value / BYTES_PER_MB : value}
                      onChange={(next) =>
                        onChange(typeof next === 'number' ? Math.round(next * BYTES_PER_MB) : next)
                      }
                      min={0.1}
                      max={100}
                      suffix={t('listings.profiles.mb')}
                      style={{ width: '100%' }}
                    />
                  )}
                />
              </Col>
            </Row>
            <FormField
              control={control}
              name="rules.namingPattern"
              label={label('namingPattern')}
              required
              extra={t('listings.profiles.namingHint')}
              render={(field) => <Input {...field} maxLength={80} spellCheck={false} />}
            />
          </Section>
          <Section title={t('listings.profiles.sections.order')}>
            {switchField('rules.order.mainFirst', t('listings.profiles.rules.mainFirst'), 'order')}
            <FormField
              control={control}
              name="rules.order.floorPlans"
              label={label('order', t('listings.profiles.rules.floorPlans'))}
              required
              render={({ ref: _ref, ...field }) => (
                <Select
                  {...field}
                  options={FloorPlanPlacement.options.map((value) => ({
                    value,
                    label: t(`listings.profiles.floorPlans.${value}`),
                  }))}
                />
              )}
            />
            {switchField(
              'rules.order.stagedAfterOriginal',
              t('listings.profiles.rules.stagedAfterOriginal'),
              'order',
            )}
          </Section>
          <Section title={t('listings.profiles.sections.captions')}>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <FormField
                  control={control}
                  name="rules.captionLanguage"
                  label={label('captionLanguage')}
                  required
                  render={({ ref: _ref, ...field }) => (
                    <Select
                      {...field}
                      options={ListingLanguage.options.map((value) => ({
                        value,
                        label: t(`listings.languages.${value}`),
                      }))}
                    />
                  )}
                />
              </Col>
              <Col xs={24} sm={12}>
                <FormField
                  control={control}
                  name="rules.alteredLabel"
                  label={label('alteredLabel')}
                  required
                  extra={t('listings.profiles.alteredLabelHint')}
                  render={(field) => <Input {...field} maxLength={60} />}
                />
              </Col>
            </Row>
          </Section>
          <Section title={t('listings.profiles.sections.checks')}>
            {switchField(
              'rules.floorPlanExpected',
              t('listings.profiles.rules.floorPlanExpected'),
              'floorPlanExpected',
            )}
            {switchField(
              'rules.refuseWatermarked',
              t('listings.profiles.rules.refuseWatermarked'),
              'refuseWatermarked',
            )}
            {switchField('rules.listLinks', t('listings.profiles.rules.listLinks'), 'listLinks')}
          </Section>
          {update.isError && !fieldsNamed ? (
            <Alert type="error" showIcon title={errorText(t, update.error)} />
          ) : null}
          <Flex gap={12} wrap>
            <Button type="primary" htmlType="submit" loading={update.isPending}>
              {t('listings.profiles.save')}
            </Button>
            {isDirty ? (
              <Button onClick={() => reset(valuesOf(profile))}>{t('listings.profiles.undo')}</Button>
            ) : null}
          </Flex>
        </Flex>
      </Form>
    </Panel>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="listing-profile-section">
      <Typography.Title level={3} className="portal-section-title">
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** A rule every portal shares, shown with its origin but not offered for change. */
function FixedRule({ label, text }: { label: ReactNode; text: string }) {
  return (
    <div className="listing-fixed-rule">
      <div className="listing-fixed-rule-label">{label}</div>
      <Typography.Text>{text}</Typography.Text>
    </div>
  );
}

function ProfileFacts({ profile, locale }: { profile: ListingProfileRecord; locale: Locale }) {
  const { t } = useTranslation();
  const country = profile.country
    ? t(`listings.profiles.countries.${profile.country}`)
    : t('listings.profiles.anyCountry');
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary">
        {t('listings.profiles.facts', { country, language: t(`listings.languages.${profile.language}`) })}
      </Typography.Text>
      {profile.updatedByName ? (
        <Typography.Text type="secondary">
          {t('listings.profiles.changedBy', {
            date: formatDate(profile.updatedAt, locale, undefined, true),
            name: profile.updatedByName,
          })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
