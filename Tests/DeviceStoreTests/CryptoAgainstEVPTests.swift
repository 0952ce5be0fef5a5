import CCrypto
import Testing

@testable import DeviceStore

/// The store's low-level AES-256-GCM and PBKDF2 (Sources/CCrypto/shim.h) against OpenSSL's EVP
/// interface, which the store used before: values sealed by either open with the other, and the
/// derived keys are the same, so devices written by older builds still open.
@Suite struct CryptoAgainstEVPTests {
  /// EVP's AES-256-GCM seal, in the store's layout (nonce, ciphertext, tag).
  static func evpSeal(_ plaintext: [UInt8], key: [UInt8], nonce: [UInt8], aad: [UInt8]) -> [UInt8]?
  {
    guard let cipher = EVP_CIPHER_CTX_new() else { return nil }
    defer { EVP_CIPHER_CTX_free(cipher) }
    var output = [UInt8](repeating: 0, count: plaintext.count + 16)
    var tag = [UInt8](repeating: 0, count: 16)
    var length: Int32 = 0
    var ok = EVP_EncryptInit_ex(cipher, EVP_aes_256_gcm(), nil, key, nonce) == 1
    ok = ok && EVP_EncryptUpdate(cipher, nil, &length, aad, Int32(aad.count)) == 1
    ok = ok && EVP_EncryptUpdate(cipher, &output, &length, plaintext, Int32(plaintext.count)) == 1
    let total = Int(length)
    var rest = [UInt8](repeating: 0, count: 16)
    ok = ok && EVP_EncryptFinal_ex(cipher, &rest, &length) == 1
    ok = ok && EVP_CIPHER_CTX_ctrl(cipher, mamsim_gcm_get_tag(), 16, &tag) == 1
    guard ok, length == 0 else { return nil }
    return nonce + output.prefix(total) + tag
  }

  /// EVP's AES-256-GCM open; nil when the tag does not match.
  static func evpOpen(_ sealed: [UInt8], key: [UInt8], aad: [UInt8]) -> [UInt8]? {
    let nonce = Array(sealed.prefix(12))
    var tag = Array(sealed.suffix(16))
    let body = Array(sealed.dropFirst(12).dropLast(16))
    guard let cipher = EVP_CIPHER_CTX_new() else { return nil }
    defer { EVP_CIPHER_CTX_free(cipher) }
    var output = [UInt8](repeating: 0, count: body.count + 16)
    var length: Int32 = 0
    var ok = EVP_DecryptInit_ex(cipher, EVP_aes_256_gcm(), nil, key, nonce) == 1
    ok = ok && EVP_DecryptUpdate(cipher, nil, &length, aad, Int32(aad.count)) == 1
    ok = ok && EVP_DecryptUpdate(cipher, &output, &length, body, Int32(body.count)) == 1
    let total = Int(length)
    ok = ok && EVP_CIPHER_CTX_ctrl(cipher, mamsim_gcm_set_tag(), 16, &tag) == 1
    var rest = [UInt8](repeating: 0, count: 16)
    ok = ok && EVP_DecryptFinal_ex(cipher, &rest, &length) == 1
    return ok ? Array(output.prefix(total)) : nil
  }

  @Test func sealedValuesOpenEitherWay() throws {
    for size in [0, 1, 15, 16, 17, 64, 1000] {
      let key = try StoreCrypto.randomBytes(32)
      let message = try StoreCrypto.randomBytes(size)
      let context = "note:\(size)"
      let ours = try StoreCrypto.seal(message, key: key, context: context)
      #expect(Self.evpOpen(ours, key: key, aad: Array(context.utf8)) == message, "\(size)")
      let nonce = try StoreCrypto.randomBytes(12)
      let evp = try #require(
        Self.evpSeal(message, key: key, nonce: nonce, aad: Array(context.utf8)))
      #expect(try StoreCrypto.open(evp, key: key, context: context) == message, "\(size)")
      var changed = evp
      changed[changed.count - 1] ^= 0x80
      #expect(throws: DeviceStoreError.self) {
        try StoreCrypto.open(changed, key: key, context: context)
      }
    }
  }

  @Test func pbkdf2MatchesEVP() throws {
    for (password, salt, iterations, length) in [
      ("2580", "0123456789abcdef", 1000, 32), ("", "s", 3, 32), ("p", "", 2, 65),
      (String(repeating: "long", count: 40), "salt", 10, 33),
    ] {
      let ours = try StoreCrypto.pbkdf2SHA256(
        password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations,
        length: length)
      var evp = [UInt8](repeating: 0, count: length)
      let ok = PKCS5_PBKDF2_HMAC(
        password, Int32(password.utf8.count), Array(salt.utf8), Int32(salt.utf8.count),
        Int32(iterations), EVP_sha256(), Int32(length), &evp)
      #expect(ok == 1)
      #expect(ours == evp, "\(password.prefix(8)) \(salt) \(iterations) \(length)")
    }
  }
}
