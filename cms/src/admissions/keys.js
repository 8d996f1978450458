'use strict';

/**
 * How two leads are known to be one person: the phone compared as an Indian number (+91, a leading 0, spaces,
 * dashes, dots and brackets ignored), the e-mail case-insensitively. The keys are stored on the lead
 * (private, indexed), so a repeat is one indexed query away.
 */

/** '+91 98765 43210', '09876543210', '98765-43210' → '9876543210'; a foreign number keeps its country code. */
function phoneKey(phone) {
  if (typeof phone !== 'string') return null;
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (international) {
    if (digits.startsWith('91') && digits.length === 12) return digits.slice(2);
    return digits.length >= 6 ? `+${digits}` : null;
  }
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits.length >= 6 ? digits : null;
}

function emailKey(email) {
  if (typeof email !== 'string') return null;
  const key = email.trim().toLowerCase();
  return key.includes('@') ? key : null;
}

module.exports = { phoneKey, emailKey };
