import CCrypto

/// The few primitives the store needs, from OpenSSL's libcrypto: random bytes, PBKDF2-HMAC-SHA256,
/// AES-256-GCM and a constant-time comparison.
public enum StoreCrypto {
  /// Bytes in an AES-256 key.
  public static let keyLength = 32
  /// Bytes in a GCM nonce.
  public static let nonceLength = 12
  /// Bytes in a GCM tag.
  public static let tagLength = 16

  /// `count` bytes from the system's secure random generator.
  public static func randomBytes(_ count: Int) throws(DeviceStoreError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let ok = bytes.withUnsafeMutableBufferPointer { RAND_bytes($0.baseAddress, Int32(count)) }
    guard ok == 1 else { throw DeviceStoreError(.crypto, "no secure random bytes available") }
    return bytes
  }

  /// PBKDF2-HMAC-SHA256 of `password` with `salt`, `iterations` rounds, `length` bytes out.
  public static func pbkdf2SHA256(
    password: [UInt8], salt: [UInt8], iterations: Int, length: Int = 32
  ) throws(DeviceStoreError) -> [UInt8] {
    var output = [UInt8](repeating: 0, count: length)
    let ok = password.withUnsafeBufferPointer { passwordBuffer in
      salt.withUnsafeBufferPointer { saltBuffer in
        output.withUnsafeMutableBufferPointer { outputBuffer in
          passwordBuffer.withMemoryRebound(to: CChar.self) { passwordChars in
            PKCS5_PBKDF2_HMAC(
              passwordChars.baseAddress, Int32(password.count), saltBuffer.baseAddress,
              Int32(salt.count), Int32(iterations), EVP_sha256(), Int32(length),
              outputBuffer.baseAddress)
          }
        }
      }
    }
    guard ok == 1 else { throw DeviceStoreError(.crypto, "PBKDF2 failed") }
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
    guard key.count == keyLength else {
      throw DeviceStoreError(.crypto, "an AES key of wrong size")
    }
    let nonce = try randomBytes(nonceLength)
    let aad = Array(context.utf8)
    guard let cipher = EVP_CIPHER_CTX_new() else {
      throw DeviceStoreError(.crypto, "OpenSSL could not create a cipher")
    }
    defer { EVP_CIPHER_CTX_free(cipher) }
    var output = [UInt8](repeating: 0, count: plaintext.count + 16)
    var tag = [UInt8](repeating: 0, count: tagLength)
    var length: Int32 = 0
    var total: Int32 = 0
    var ok = EVP_EncryptInit_ex(cipher, EVP_aes_256_gcm(), nil, key, nonce) == 1
    ok = ok && EVP_EncryptUpdate(cipher, nil, &length, aad, Int32(aad.count)) == 1
    ok =
      ok
      && output.withUnsafeMutableBufferPointer {
        EVP_EncryptUpdate(cipher, $0.baseAddress, &length, plaintext, Int32(plaintext.count)) == 1
      }
    total = length
    ok =
      ok
      && output.withUnsafeMutableBufferPointer {
        EVP_EncryptFinal_ex(cipher, $0.baseAddress.map { $0 + Int(total) }, &length) == 1
      }
    total += length
    ok =
      ok
      && tag.withUnsafeMutableBytes {
        EVP_CIPHER_CTX_ctrl(cipher, mamsim_gcm_get_tag(), Int32(tagLength), $0.baseAddress) == 1
      }
    guard ok else { throw DeviceStoreError(.crypto, "AES-GCM sealing failed") }
    return nonce + output.prefix(Int(total)) + tag
  }

  /// Opens a value sealed by `seal` under `key` and `context`; throws when the key, the context or
  /// any byte differs.
  public static func open(_ sealed: [UInt8], key: [UInt8], context: String)
    throws(DeviceStoreError) -> [UInt8]
  {
    guard key.count == keyLength, sealed.count >= nonceLength + tagLength else {
      throw DeviceStoreError(.crypto, "a sealed value of wrong size")
    }
    let nonce = Array(sealed.prefix(nonceLength))
    var tag = Array(sealed.suffix(tagLength))
    let body = Array(sealed.dropFirst(nonceLength).dropLast(tagLength))
    let aad = Array(context.utf8)
    guard let cipher = EVP_CIPHER_CTX_new() else {
      throw DeviceStoreError(.crypto, "OpenSSL could not create a cipher")
    }
    defer { EVP_CIPHER_CTX_free(cipher) }
    var output = [UInt8](repeating: 0, count: body.count + 16)
    var length: Int32 = 0
    var total: Int32 = 0
    var ok = EVP_DecryptInit_ex(cipher, EVP_aes_256_gcm(), nil, key, nonce) == 1
    ok = ok && EVP_DecryptUpdate(cipher, nil, &length, aad, Int32(aad.count)) == 1
    ok =
      ok
      && output.withUnsafeMutableBufferPointer {
        EVP_DecryptUpdate(cipher, $0.baseAddress, &length, body, Int32(body.count)) == 1
      }
    total = length
    ok =
      ok
      && tag.withUnsafeMutableBytes {
        EVP_CIPHER_CTX_ctrl(cipher, mamsim_gcm_set_tag(), Int32(tagLength), $0.baseAddress) == 1
      }
    ok =
      ok
      && output.withUnsafeMutableBufferPointer {
        EVP_DecryptFinal_ex(cipher, $0.baseAddress.map { $0 + Int(total) }, &length) == 1
      }
    guard ok else {
      throw DeviceStoreError(.crypto, "a sealed value does not open: wrong key, or it was changed")
    }
    total += length
    return Array(output.prefix(Int(total)))
  }
}
