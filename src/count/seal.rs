//! The seal of a count file: a CRC-32 that catches damage, or with a shared key an
//! HMAC-SHA256 that also catches forgery by anyone who does not hold the key.
//!
//! The CRC is public: anyone can edit a file and compute its CRC again, so it proves only that
//! the file is as some program last wrote it. The HMAC can be computed only with the key, so a
//! file that verifies was written by a holder of the key. Neither proves that the holder
//! counted honestly or correctly (a worker with the key can seal any number); `merge` checks
//! the totals it can against the known counts for that.

use std::fmt;
use std::path::Path;

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::files::{self, FileError, KEY_CAP};

/// The seal's prefix for a CRC-32.
const CRC: &str = "crc32:";
/// The seal's prefix for an HMAC-SHA256.
const HMAC: &str = "hmac-sha256:";

/// A shared secret read from a key file (its bytes as they are, newline included).
#[derive(Clone, PartialEq, Eq)]
pub struct Key(Vec<u8>);

/// Never prints the secret.
impl fmt::Debug for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Key({} bytes)", self.0.len())
    }
}

impl Key {
    /// A key of these bytes; `None` if there are none (an empty key protects nothing).
    pub fn new(bytes: Vec<u8>) -> Option<Key> {
        (!bytes.is_empty()).then_some(Key(bytes))
    }

    /// Reads the key file at `path` (at most 64 KiB, not empty).
    pub fn read(path: &Path) -> Result<Key, FileError> {
        let bytes = files::read_bytes_capped(path, KEY_CAP)?;
        Key::new(bytes).ok_or_else(|| {
            FileError::BadInput(crate::t!(
                "error-key-empty",
                path = path.display().to_string()
            ))
        })
    }

    fn mac(&self, body: &[u8]) -> Hmac<Sha256> {
        // HMAC takes a key of any length; this cannot fail.
        let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&self.0)
            .unwrap_or_else(|_| unreachable!("HMAC accepts keys of any length"));
        mac.update(body);
        mac
    }
}

/// The seal of `body`: with a key its HMAC, else its CRC-32.
pub fn seal(body: &[u8], key: Option<&Key>) -> String {
    match key {
        Some(key) => {
            let tag = key.mac(body).finalize().into_bytes();
            let hex: String = tag.iter().map(|b| format!("{b:02x}")).collect();
            format!("{HMAC}{hex}")
        }
        None => format!("{CRC}{:08x}", crc32fast::hash(body)),
    }
}

/// Checks `seal` against `body`; an error is one line saying why the file is refused.
pub fn verify(body: &[u8], seal: &str, key: Option<&Key>) -> Result<(), String> {
    match (seal.strip_prefix(HMAC), key) {
        (Some(hex), Some(key)) => {
            let tag = decode_hex(hex).ok_or_else(|| crate::t!("error-seal-damaged"))?;
            key.mac(body)
                .verify_slice(&tag)
                .map_err(|_| crate::t!("error-seal-fails"))
        }
        (Some(_), None) => Err(crate::t!("error-seal-needs-key")),
        (None, Some(_)) if seal.starts_with(CRC) => Err(crate::t!("error-seal-crc-only")),
        (None, None) if seal.starts_with(CRC) => {
            if seal == self::seal(body, None) {
                Ok(())
            } else {
                Err(crate::t!("error-seal-checksum-fails"))
            }
        }
        (None, _) => Err(crate::t!("error-seal-unknown")),
    }
}

fn decode_hex(hex: &str) -> Option<Vec<u8>> {
    if !hex.len().is_multiple_of(2) {
        return None;
    }
    (0..hex.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(text: &str) -> Key {
        Key::new(text.as_bytes().to_vec()).unwrap()
    }

    #[test]
    fn the_hmac_is_the_published_one() {
        // RFC 4231, test case 2.
        let sealed = seal(b"what do ya want for nothing?", Some(&key("Jefe")));
        assert_eq!(
            sealed,
            "hmac-sha256:5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
    }

    #[test]
    fn seals_verify_only_as_they_were_made() {
        let body = b"{\"n\":8}";
        let crc = seal(body, None);
        assert!(crc.starts_with("crc32:"));
        assert_eq!(verify(body, &crc, None), Ok(()));
        assert!(verify(b"{\"n\":9}", &crc, None).is_err());
        assert!(
            verify(body, &crc, Some(&key("k")))
                .unwrap_err()
                .contains("--key")
        );

        let mac = seal(body, Some(&key("k")));
        assert_eq!(verify(body, &mac, Some(&key("k"))), Ok(()));
        assert!(
            verify(body, &mac, Some(&key("other")))
                .unwrap_err()
                .contains("another key")
        );
        assert!(verify(b"{\"n\":9}", &mac, Some(&key("k"))).is_err());
        assert!(verify(body, &mac, None).unwrap_err().contains("--key FILE"));
        assert!(verify(body, &mac[..mac.len() - 1], Some(&key("k"))).is_err());
        assert!(verify(body, "md5:00", None).is_err());
        assert!(Key::new(Vec::new()).is_none());
    }
}
