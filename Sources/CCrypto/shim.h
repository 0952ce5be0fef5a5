#ifndef MAMSIM_CCRYPTO_SHIM_H
#define MAMSIM_CCRYPTO_SHIM_H
/* OpenSSL's libcrypto as the store uses it: EVP (PBKDF2-HMAC-SHA256, AES-256-GCM), RAND_bytes
 * and CRYPTO_memcmp, which Swift calls directly. Only what Swift cannot import is here. */
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

/* EVP_CIPHER_CTX_ctrl's GCM codes are macros naming other macros, which Swift does not import. */

/** EVP_CTRL_GCM_GET_TAG */
static inline int mamsim_gcm_get_tag(void) { return EVP_CTRL_GCM_GET_TAG; }
/** EVP_CTRL_GCM_SET_TAG */
static inline int mamsim_gcm_set_tag(void) { return EVP_CTRL_GCM_SET_TAG; }
#endif
