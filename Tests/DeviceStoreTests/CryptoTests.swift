import Testing

@testable import DeviceStore

/// PBKDF2 against published vectors, AES-GCM round trips and tampering, constant-time equality.
@Suite struct CryptoTests {
  func hex(_ bytes: [UInt8]) -> String {
    bytes.map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
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
  ])
  func pbkdf2MatchesKnownAnswers(
    password: String, salt: String, iterations: Int, length: Int, expected: String
  ) throws {
    let derived = try StoreCrypto.pbkdf2SHA256(
      password: Array(password.utf8), salt: Array(salt.utf8), iterations: iterations,
      length: length)
    #expect(hex(derived) == expected)
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
