import CCrypto

/// The few primitives the store needs: random bytes (the kernel's), and from OpenSSL's libcrypto
/// PBKDF2-HMAC-SHA256, AES-256-GCM and a constant-time comparison.
///
/// They are written (`Sources/CCrypto/shim.h`) on libcrypto's low-level SHA-256, AES and GCM
/// functions, not its EVP interface, whose providers would link nearly all of libcrypto into the
/// static executable (about 3 MB) and read openssl.cnf at first use. `StoreCryptoTests` checks
/// them against EVP and published test vectors.
public enum StoreCrypto {
  /// Bytes in an AES-256 key.
  public static let keyLength = 32
  /// Bytes in a GCM nonce.
  public static let nonceLength = 12
  /// Bytes in a GCM tag.
  public static let tagLength = 16

  /// `count` bytes from the system's secure random generator (`getrandom`).
  public static func randomBytes(_ count: Int) throws(DeviceStoreError) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: count)
    let ok = bytes.withUnsafeMutableBufferPointer { mamsim_random_bytes($0.baseAddress, count) }
    guard ok == 1 else { throw DeviceStoreError(.crypto, "no secure random bytes available") }
    return bytes
  }

  /// PBKDF2-HMAC-SHA256 of `password` with `salt`, `iterations` rounds, `length` bytes out.
  public static func pbkdf2SHA256(
    password: [UInt8], salt: [UInt8], iterations: Int, length: Int = 32
  ) throws(DeviceStoreError) -> [UInt8] {
    guard iterations >= 1, length >= 0 else { throw DeviceStoreError(.crypto, "PBKDF2 failed") }
    var output = [UInt8](repeating: 0, count: length)
    let ok = output.withUnsafeMutableBufferPointer { outputBuffer in
      mamsim_pbkdf2_sha256(
        password, password.count, salt, salt.count, UInt(iterations), outputBuffer.baseAddress,
        length)
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
    var output = [UInt8](repeating: 0, count: plaintext.count)
    var tag = [UInt8](repeating: 0, count: tagLength)
    let ok = output.withUnsafeMutableBufferPointer { out in
      tag.withUnsafeMutableBufferPointer { tagBuffer in
        mamsim_aes256gcm(
          1, key, nonce, aad, aad.count, plaintext, plaintext.count, out.baseAddress,
          tagBuffer.baseAddress)
      }
    }
    guard ok == 1 else { throw DeviceStoreError(.crypto, "AES-GCM sealing failed") }
    return nonce + output + tag
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
    var output = [UInt8](repeating: 0, count: body.count)
    let ok = output.withUnsafeMutableBufferPointer { out in
      tag.withUnsafeMutableBufferPointer { tagBuffer in
        mamsim_aes256gcm(
          0, key, nonce, aad, aad.count, body, body.count, out.baseAddress, tagBuffer.baseAddress)
      }
    }
    guard ok == 1 else {
      throw DeviceStoreError(.crypto, "a sealed value does not open: wrong key, or it was changed")
    }
    return output
  }
}
