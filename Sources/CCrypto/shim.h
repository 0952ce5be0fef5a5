#ifndef MAMSIM_CCRYPTO_SHIM_H
#define MAMSIM_CCRYPTO_SHIM_H
/* The store's primitives, written on libcrypto's low-level SHA-256, AES block and GCM mode
 * functions rather than its EVP interface. EVP goes through OpenSSL 3's providers, which pull
 * nearly all of libcrypto (3 MB) into a static executable and read openssl.cnf at first use;
 * these functions pull in about 0.2 MB. The algorithms and formats are the same (PBKDF2 per
 * RFC 8018, AES-256-GCM per NIST SP 800-38D): StoreCryptoTests checks them against EVP. */
#define OPENSSL_SUPPRESS_DEPRECATED 1
#include <openssl/aes.h>
#include <openssl/crypto.h>
#include <openssl/evp.h> /* for tests that check the functions below against EVP */
#include <openssl/modes.h>
#include <openssl/sha.h>
#include <stddef.h>
#include <string.h>
#if defined(__linux__)
#include <errno.h>
#include <sys/random.h>
#else
#include <stdlib.h>
#endif

/* Control codes of EVP_CIPHER_CTX_ctrl, which are macros of macros (for the tests that compare
 * with EVP). */

/** EVP_CTRL_GCM_GET_TAG */
static inline int mamsim_gcm_get_tag(void) { return EVP_CTRL_GCM_GET_TAG; }
/** EVP_CTRL_GCM_SET_TAG */
static inline int mamsim_gcm_set_tag(void) { return EVP_CTRL_GCM_SET_TAG; }

/** Fills `out` with `length` bytes from the kernel's secure random generator; 1 on success. */
static inline int mamsim_random_bytes(unsigned char *out, size_t length) {
#if defined(__linux__)
  size_t done = 0;
  while (done < length) {
    ssize_t got = getrandom(out + done, length - done, 0);
    if (got < 0) {
      if (errno == EINTR) continue;
      return 0;
    }
    done += (size_t)got;
  }
#else
  arc4random_buf(out, length);
#endif
  return 1;
}

/** PBKDF2-HMAC-SHA256 (RFC 8018) of `password` and `salt`, `iterations` ≥ 1; 1 on success. */
static inline int mamsim_pbkdf2_sha256(const unsigned char *password, size_t password_length,
                                       const unsigned char *salt, size_t salt_length,
                                       unsigned long iterations, unsigned char *out,
                                       size_t out_length) {
  if (iterations < 1) return 0;
  unsigned char key[64] = {0};
  SHA256_CTX context;
  if (password_length > 64) {
    SHA256_Init(&context);
    SHA256_Update(&context, password, password_length);
    SHA256_Final(key, &context);
  } else if (password_length > 0) {
    memcpy(key, password, password_length);
  }
  unsigned char pad[64];
  SHA256_CTX inner, outer;
  for (int i = 0; i < 64; i++) pad[i] = key[i] ^ 0x36;
  SHA256_Init(&inner);
  SHA256_Update(&inner, pad, 64);
  for (int i = 0; i < 64; i++) pad[i] = key[i] ^ 0x5c;
  SHA256_Init(&outer);
  SHA256_Update(&outer, pad, 64);
  unsigned char u[32], t[32];
  size_t done = 0;
  for (unsigned long block = 1; done < out_length; block++) {
    unsigned char counter[4] = {(unsigned char)(block >> 24), (unsigned char)(block >> 16),
                                (unsigned char)(block >> 8), (unsigned char)block};
    context = inner;
    SHA256_Update(&context, salt, salt_length);
    SHA256_Update(&context, counter, 4);
    SHA256_Final(u, &context);
    context = outer;
    SHA256_Update(&context, u, 32);
    SHA256_Final(u, &context);
    memcpy(t, u, 32);
    for (unsigned long round = 1; round < iterations; round++) {
      context = inner;
      SHA256_Update(&context, u, 32);
      SHA256_Final(u, &context);
      context = outer;
      SHA256_Update(&context, u, 32);
      SHA256_Final(u, &context);
      for (int i = 0; i < 32; i++) t[i] ^= u[i];
    }
    size_t take = out_length - done < 32 ? out_length - done : 32;
    memcpy(out + done, t, take);
    done += take;
  }
  OPENSSL_cleanse(key, sizeof key);
  OPENSSL_cleanse(pad, sizeof pad);
  OPENSSL_cleanse(u, sizeof u);
  OPENSSL_cleanse(t, sizeof t);
  OPENSSL_cleanse(&context, sizeof context);
  OPENSSL_cleanse(&inner, sizeof inner);
  OPENSSL_cleanse(&outer, sizeof outer);
  return 1;
}

/** AES-256-GCM with a 12-byte nonce and a 16-byte tag: encrypts (`encrypt` = 1) `length` bytes
 * of `in` to `out` and writes the tag, or decrypts them and checks the tag (then `out` is zeroed
 * when it does not match). 1 on success. */
static inline int mamsim_aes256gcm(int encrypt, const unsigned char *key,
                                   const unsigned char *nonce, const unsigned char *aad,
                                   size_t aad_length, const unsigned char *in, size_t length,
                                   unsigned char *out, unsigned char *tag) {
  AES_KEY schedule;
  if (AES_set_encrypt_key(key, 256, &schedule) != 0) return 0;
  GCM128_CONTEXT *gcm = CRYPTO_gcm128_new(&schedule, (block128_f)AES_encrypt);
  if (gcm == NULL) {
    OPENSSL_cleanse(&schedule, sizeof schedule);
    return 0;
  }
  CRYPTO_gcm128_setiv(gcm, nonce, 12);
  int ok = aad_length == 0 || CRYPTO_gcm128_aad(gcm, aad, aad_length) == 0;
  if (encrypt) {
    ok = ok && (length == 0 || CRYPTO_gcm128_encrypt(gcm, in, out, length) == 0);
    if (ok) CRYPTO_gcm128_tag(gcm, tag, 16);
  } else {
    ok = ok && (length == 0 || CRYPTO_gcm128_decrypt(gcm, in, out, length) == 0);
    ok = ok && CRYPTO_gcm128_finish(gcm, tag, 16) == 0;
    if (!ok && length > 0) OPENSSL_cleanse(out, length);
  }
  CRYPTO_gcm128_release(gcm);
  OPENSSL_cleanse(&schedule, sizeof schedule);
  return ok;
}
#endif
