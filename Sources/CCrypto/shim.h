#ifndef MAMSIM_CCRYPTO_SHIM_H
#define MAMSIM_CCRYPTO_SHIM_H
#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/rand.h>

/* Control codes of EVP_CIPHER_CTX_ctrl, which are macros of macros. */

/** EVP_CTRL_GCM_GET_TAG */
static inline int mamsim_gcm_get_tag(void) { return EVP_CTRL_GCM_GET_TAG; }
/** EVP_CTRL_GCM_SET_TAG */
static inline int mamsim_gcm_set_tag(void) { return EVP_CTRL_GCM_SET_TAG; }
#endif
