import Testing

@testable import DeviceStore

/// PBKDF2-HMAC-SHA256, HMAC-SHA256 and AES-256-GCM against published vectors, AES-GCM round trips and
/// tampering, constant-time equality.
@Suite struct CryptoTests {
  func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
  }

  static func bytes(_ hex: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
      let next = hex.index(index, offsetBy: 2)
      bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
      index = next
    }
    return bytes
  }

  @Test(arguments: [
    ("password", "salt", 1, 32, "120fb6cffcf8b32c43e7225256c4f837a86548c92ccc35480805987cb70be17b"),
    (
      "password", "salt", 4096, 32,
      "c5e478d59288c841aa530db6845c4c8d962893a001ce4e11a4963873aa98134a"
    ),
    (
      "passwordPASSWORDpassword", "saltSALTsaltSALTsaltSALTsaltSALTsalt", 4096, 40,
      "348c89dbcbd32b2f32d814b8116e84cf2b17347ebc1800181c4e2a1fb8dd53e1c635518c7dac47e9"
    ),
    ("password", "salt", 2, 32, "ae4d0c95af6b46d32d0adff928f06dd02a303f8ef3c251dfd6e2d85a95474c43"),
    ("pass\u{0}word", "sa\u{0}lt", 4096, 16, "89b69d0516f829893c696226650a8687"),
  ])
  func pbkdf2MatchesKnownAnswers(
    password: String, salt: String, iterations: Int, length: Int, expected: String
  ) throws {
    let derived = try StoreCrypto.pbkdf2SHA256(
      password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations,
      length: length)
    #expect(hex(derived) == expected)
  }

  /// AES-256 cases of the GCM specification (McGrew and Viega, test cases 13 to 16, which NIST's
  /// GCM validation uses): key, nonce, additional data, plaintext, ciphertext, tag.
  static let gcmVectors: [(String, String, String, String, String, String)] = [
    (
      String(repeating: "00", count: 32), String(repeating: "00", count: 12), "", "", "",
      "530f8afbc74536b9a963b4f1c4cb738b"
    ),
    (
      String(repeating: "00", count: 32), String(repeating: "00", count: 12), "",
      String(repeating: "00", count: 16), "cea7403d4d606b6e074ec5d3baf39d18",
      "d0d1c8a799996bf0265b98b5d48ab919"
    ),
    (
      "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
      "cafebabefacedbaddecaf888", "",
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
        + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255",
      "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
        + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662898015ad",
      "b094dac5d93471bdec1a502270e3cc6c"
    ),
    (
      "feffe9928665731c6d6a8f9467308308feffe9928665731c6d6a8f9467308308",
      "cafebabefacedbaddecaf888", "feedfacedeadbeeffeedfacedeadbeefabaddad2",
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
        + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39",
      "522dc1f099567d07f47f37a32a84427d643a8cdcbfe5c0c97598a2bd2555d1aa"
        + "8cb08e48590dbb3da7b08b1056828838c5f61e6393ba7a0abcc9f662",
      "76fc6ece0f4e1768cddf8853bb2d551b"
    ),
  ]

  @Test(arguments: 0..<4)
  func aesGcmMatchesKnownAnswers(case number: Int) throws {
    let (key, nonce, aad, plaintext, ciphertext, tag) = Self.gcmVectors[number]
    let sealed = try StoreCrypto.seal(
      Self.bytes(plaintext), key: Self.bytes(key), nonce: Self.bytes(nonce), aad: Self.bytes(aad))
    #expect(hex(sealed) == nonce + ciphertext + tag)
    let opened = try StoreCrypto.open(sealed, key: Self.bytes(key), aad: Self.bytes(aad))
    #expect(opened == Self.bytes(plaintext))
    var changed = sealed
    changed[changed.count - 1] ^= 0x80
    #expect(throws: DeviceStoreError.self) {
      try StoreCrypto.open(changed, key: Self.bytes(key), aad: Self.bytes(aad))
    }
  }

  /// RFC 4231's HMAC-SHA-256 test cases 1 and 2.
  @Test(arguments: [
    (
      String(repeating: "0b", count: 20), Array("Hi There".utf8),
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
    ),
    (
      "4a656665", Array("what do ya want for nothing?".utf8),
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    ),
  ])
  func hmacMatchesKnownAnswers(key: String, message: [UInt8], expected: String) throws {
    #expect(hex(try StoreCrypto.hmacSHA256(message, key: Self.bytes(key))) == expected)
  }

  @Test func aesGcmRoundTripsAndDetectsTampering() throws {
    let key = try StoreCrypto.randomBytes(32)
    let message = Array("Q3 pipeline review".utf8)
    let sealed = try StoreCrypto.seal(message, key: key, context: "note:a")
    #expect(sealed.count == message.count + 28)
    #expect(try StoreCrypto.open(sealed, key: key, context: "note:a") == message)
    var changed = sealed
    changed[14] ^= 1
    #expect(throws: DeviceStoreError.self) {
      try StoreCrypto.open(changed, key: key, context: "note:a")
    }
    #expect(throws: DeviceStoreError.self) {
      try StoreCrypto.open(sealed, key: key, context: "note:b")
    }
    let other = try StoreCrypto.randomBytes(32)
    #expect(throws: DeviceStoreError.self) {
      try StoreCrypto.open(sealed, key: other, context: "note:a")
    }
    #expect(try StoreCrypto.seal(message, key: key, context: "note:a") != sealed, "fresh nonce")
  }

  @Test func pinHashesAreSaltedAndCheckedExactly() throws {
    let first = try PinHashRecord(pin: .init("2580"), iterations: 1000, setAt: nil)
    let second = try PinHashRecord(pin: .init("2580"), iterations: 1000, setAt: nil)
    #expect(first.salt != second.salt && first.hash != second.hash)
    #expect(try first.matches(.init("2580")))
    #expect(try !first.matches(.init("2581")))
    #expect(try !first.matches(.init("25800")))
    #expect(StoreCrypto.constantTimeEqual([1, 2, 3], [1, 2, 3]))
    #expect(!StoreCrypto.constantTimeEqual([1, 2, 3], [1, 2, 4]))
    #expect(!StoreCrypto.constantTimeEqual([1, 2], [1, 2, 3]))
  }

  @Test func theDefaultIterationCountIsTheDocumentedOne() throws {
    #expect(DeviceStore.defaultPinHashIterations == 600_000)
    let store = try DeviceStore.open(directory: "/nonexistent", ephemeral: true)
    var vault = StoredPinVault(store: store, bundleId: "com.contoso.notes")
    let kept1 = try vault.store(.init("2580"), refusingPrevious: 0)
    #expect(kept1)
    let record = try #require(try vault.currentRecord())
    #expect(record.iterations == 600_000)
  }
}
