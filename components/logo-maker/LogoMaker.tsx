'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { logoColours, logoMaker, type LogoColour } from '@/lib/content/services';
import {
  ICON_CATALOGUE_URL,
  ICON_LICENCE_URL,
  fetchCatalogue,
  type CatalogueIcon,
} from '@/lib/icons/catalogue';
import { useEnquiry } from '@/components/enquiry/EnquiryProvider';
import { TextField } from '@/components/forms/fields';
import { buttonClassName } from '@/components/ui/button';
import { IconBrowser } from './IconBrowser';
import { LogoPreview } from './LogoPreview';
import styles from './LogoMaker.module.css';

const BRAND_MAX_LENGTH = 30;

/**
 * The logo maker (/logo): the visitor names the brand, picks an icon from the catalogue (fetched once,
 * on the client) and a colour, sees the logo, and asks for it through the Enquiry Form popup.
 */
export function LogoMaker() {
  const { openEnquiry } = useEnquiry();
  const catalogue = useSWR(ICON_CATALOGUE_URL, fetchCatalogue, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  const [brand, setBrand] = useState('');
  const [icon, setIcon] = useState<CatalogueIcon | null>(null);
  const [colour, setColour] = useState<LogoColour>(logoColours[0]);

  return (
    <div className={styles.maker}>
      <div className={styles.controls}>
        <TextField
          label={logoMaker.brandLabel}
          name="brand"
          autoComplete="organization"
          placeholder={logoMaker.brandPlaceholder}
          maxLength={BRAND_MAX_LENGTH}
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
        />
        <fieldset className={styles.colours}>
          <legend className={styles.legend}>{logoMaker.colourLabel}</legend>
          {logoColours.map((option) => (
            <label key={option.name} className={styles.colour}>
              <input
                type="radio"
                name="colour"
                value={option.name}
                checked={option.name === colour.name}
                onChange={() => setColour(option)}
              />
              <span className={styles.swatch} style={{ background: option.tile }} aria-hidden="true" />
              {option.name}
            </label>
          ))}
        </fieldset>
        {catalogue.data ? (
          <IconBrowser icons={catalogue.data.icons} selected={icon} onSelect={setIcon} />
        ) : catalogue.error ? (
          <div className={styles.failed} role="alert">
            <p>{logoMaker.failed}</p>
            <button
              type="button"
              className={buttonClassName({ variant: 'outline', size: 'small' })}
              onClick={() => void catalogue.mutate()}
            >
              {logoMaker.retry}
            </button>
          </div>
        ) : (
          <p role="status" className={styles.status}>
            {logoMaker.loading}
          </p>
        )}
      </div>
      <div className={styles.result}>
        <LogoPreview brand={brand} icon={icon} colour={colour} />
        <button
          type="button"
          className={buttonClassName({ variant: 'accent', size: 'large', block: true })}
          aria-haspopup="dialog"
          onClick={openEnquiry}
        >
          {logoMaker.request}
        </button>
        <p className={styles.note}>{logoMaker.requestNote}</p>
        <p className={styles.credit}>
          <a href={ICON_LICENCE_URL}>{logoMaker.credit}</a>
        </p>
      </div>
    </div>
  );
}
