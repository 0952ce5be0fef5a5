import CCrypto

/// The few primitives the store needs, from OpenSSL's libcrypto: random bytes (`RAND_bytes`),
/// PBKDF2-HMAC-SHA256 (`PKCS5_PBKDF2_HMAC`), AES-256-GCM (EVP), HMAC-SHA256 (`EVP_Q_mac`) and a
/// constant-time comparison.
public enum StoreCrypto {
  /// Bytes in an AES-256 key.
  public static let keyLength = 32
  /// Bytes in a GCM nonce.
  public static let nonceLength = 12
  /// Bytes in a GCM tag.
  public static let tagLength = 16

  /// `count` bytes from OpenSSL's secure random generator.
  public static func randomBytes(_ count: Int) throws(DeviceStoreError) -> [UInt8] {
    guard count >= 0, count <= Int(Int32.max) else {
      throw DeviceStoreError(.crypto, "no secure random bytes available")
    }
    var bytes = [UInt8](repeating: 0, count: count)
    guard count > 0 else { return bytes }
    let ok = bytes.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, Int32(count)) }
    guard ok == 1 else { throw DeviceStoreError(.crypto, "no secure random bytes available") }
    return bytes
  }

  /// PBKDF2-HMAC-SHA256 of `password` with `salt`, `iterations` rounds, `length` bytes out.
  public static func pbkdf2SHA256(
    password: [UInt8], salt: [UInt8], iterations: Int, length: Int = 32
  ) throws(DeviceStoreError) -> [UInt8] {
    let limit = Int(Int32.max)
    guard (1...limit).contains(iterations), (1...limit).contains(length),
      password.count <= limit, salt.count <= limit
    else { throw DeviceStoreError(.crypto, "PBKDF2 failed") }
    var output = [UInt8](repeating: 0, count: length)
    let ok = password.withUnsafeBytes { passwordBytes in
      output.withUnsafeMutableBufferPointer { outputBuffer in
        PKCS5_PBKDF2_HMAC(
          passwordBytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(password.count),
          salt, Int32(salt.count), Int32(iterations), EVP_sha256(), Int32(length),
          outputBuffer.baseAddress)
      }
    }
    guard ok == 1 else { throw DeviceStoreError(.crypto, "PBKDF2 failed") }
    return output
  }

  /// HMAC-SHA256 of `message` under `key` (32 bytes), through EVP's one-shot MAC.
  public static func hmacSHA256(_ message: [UInt8], key: [UInt8]) throws(DeviceStoreError)
    -> [UInt8]
  {
    guard !key.isEmpty else { throw DeviceStoreError(.crypto, "HMAC-SHA256 without a key") }
    var output = [UInt8](repeating: 0, count: 32)
    var length = 0
    let result = output.withUnsafeMutableBufferPointer { buffer in
      EVP_Q_mac(
        nil, "HMAC", nil, "SHA256", nil, key, key.count, message, message.count,
        buffer.baseAddress, buffer.count, &length)
    }
    guard result != nil, length == 32 else {
      throw DeviceStoreError(.crypto, "HMAC-SHA256 failed")
    }
    return output
  }

  /// Whether `left` and `right` are equal, taking the same time wherever they differ.
  public static func constantTimeEqual(_ left: [UInt8], _ right: [UInt8]) -> Bool {
    guard left.count == right.count else { return false }
    guard !left.isEmpty else { return true }
    return left.withUnsafeBytes { a in
      right.withUnsafeBytes { b in CRYPTO_memcmp(a.baseAddress, b.baseAddress, left.count) == 0 }
    }
  }

  /// Seals `plaintext` under `key` with AES-256-GCM: a fresh nonce, then the ciphertext, then the
  /// tag. `context` is authenticated too, so a sealed value moved to another row does not open.
  public static func seal(_ plaintext: [UInt8], key: [UInt8], context: String)
    throws(DeviceStoreError) -> [UInt8]
  {
    try seal(plaintext, key: key, nonce: try randomBytes(nonceLength), aad: Array(context.utf8))
  }

  /// Opens a value sealed by `seal` under `key` and `context`; throws when the key, the context or
  /// any byte differs.
  public static func open(_ sealed: [UInt8], key: [UInt8], context: String)
    throws(DeviceStoreError) -> [UInt8]
  {
    try open(sealed, key: key, aad: Array(context.utf8))
  }

  /// `nonce`, then `plaintext` sealed under `key` with AES-256-GCM authenticating `aad`, then the
  /// tag.
  static func seal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], aad: [UInt8])
    throws(DeviceStoreError) -> [UInt8]
  {
    guard key.count == keyLength, nonce.count == nonceLength else {
      throw DeviceStoreError(.crypto, "an AES key or nonce of wrong size")
    }
    guard plaintext.count <= Int(Int32.max) - tagLength, aad.count <= Int(Int32.max),
      let cipher = EVP_CIPHER_CTX_new()
    else { throw DeviceStoreError(.crypto, "AES-GCM sealing failed") }
    defer { EVP_CIPHER_CTX_free(cipher) }
    var output = [UInt8](repeating: 0, count: plaintext.count + tagLength)
    var tag = [UInt8](repeating: 0, count: tagLength)
    var length: Int32 = 0
    var ok = EVP_EncryptInit_ex(cipher, EVP_aes_256_gcm(), nil, key, nonce) == 1
    ok = ok && EVP_EncryptUpdate(cipher, nil, &length, aad, Int32(aad.count)) == 1
    ok = ok && EVP_EncryptUpdate(cipher, &output, &length, plaintext, Int32(plaintext.count)) == 1
    ok = ok && Int(length) == plaintext.count
    var rest = [UInt8](repeating: 0, count: tagLength)
    ok = ok && EVP_EncryptFinal_ex(cipher, &rest, &length) == 1 && length == 0
    ok = ok && EVP_CIPHER_CTX_ctrl(cipher, mamsim_gcm_get_tag(), Int32(tagLength), &tag) == 1
    guard ok else { throw DeviceStoreError(.crypto, "AES-GCM sealing failed") }
    return nonce + output.prefix(plaintext.count) + tag
  }

  /// The plaintext of `sealed` (nonce, ciphertext, tag) under `key` and `aad`; throws when the
  /// tag does not match.
  static func open(_ sealed: [UInt8], key: [UInt8], aad: [UInt8]) throws(DeviceStoreError)
    -> [UInt8]
  {
    guard key.count == keyLength, sealed.count >= nonceLength + tagLength else {
      throw DeviceStoreError(.crypto, "a sealed value of wrong size")
    }
    guard sealed.count <= Int(Int32.max), aad.count <= Int(Int32.max),
      let cipher = EVP_CIPHER_CTX_new()
    else { throw DeviceStoreError(.crypto, "AES-GCM opening failed") }
    defer { EVP_CIPHER_CTX_free(cipher) }
    let nonce = Array(sealed.prefix(nonceLength))
    var tag = Array(sealed.suffix(tagLength))
    let body = Array(sealed.dropFirst(nonceLength).dropLast(tagLength))
    var output = [UInt8](repeating: 0, count: body.count + tagLength)
    var length: Int32 = 0
    var ok = EVP_DecryptInit_ex(cipher, EVP_aes_256_gcm(), nil, key, nonce) == 1
    ok = ok && EVP_DecryptUpdate(cipher, nil, &length, aad, Int32(aad.count)) == 1
    ok = ok && EVP_DecryptUpdate(cipher, &output, &length, body, Int32(body.count)) == 1
    ok = ok && Int(length) == body.count
    ok = ok && EVP_CIPHER_CTX_ctrl(cipher, mamsim_gcm_set_tag(), Int32(tagLength), &tag) == 1
    var rest = [UInt8](repeating: 0, count: tagLength)
    ok = ok && EVP_DecryptFinal_ex(cipher, &rest, &length) == 1
    guard ok else {
      output.withUnsafeMutableBytes { OPENSSL_cleanse($0.baseAddress, $0.count) }
      throw DeviceStoreError(.crypto, "a sealed value does not open: wrong key, or it was changed")
    }
    return Array(output.prefix(body.count))
  }
}
