import SessionEngine

/// A PIN as the store keeps it: a salted PBKDF2-HMAC-SHA256 hash, never the PIN itself.
struct PinHashRecord: Equatable, Sendable, Codable {
  /// PBKDF2 rounds used for this hash.
  var iterations: Int
  /// The random salt of this hash.
  var salt: [UInt8]
  /// The derived bytes.
  var hash: [UInt8]
  /// How many characters the PIN has (the Enter PIN screen draws that many boxes).
  var length: Int
  /// When the PIN was set, on the clock of the app that set it.
  var setAt: Instant?

  /// Hashes `pin` with a fresh 16-byte salt.
  init(pin: Secret, iterations: Int, setAt: Instant?) throws(DeviceStoreError) {
    let salt = try StoreCrypto.randomBytes(16)
    self.iterations = iterations
    self.salt = salt
    self.hash = try StoreCrypto.pbkdf2SHA256(
      password: Array(pin.reveal().utf8), salt: salt, iterations: iterations)
    self.length = pin.count
    self.setAt = setAt
  }

  /// Whether `candidate` hashes to this record, compared in constant time.
  func matches(_ candidate: Secret) throws(DeviceStoreError) -> Bool {
    let derived = try StoreCrypto.pbkdf2SHA256(
      password: Array(candidate.reveal().utf8), salt: salt, iterations: iterations,
      length: hash.count)
    return StoreCrypto.constantTimeEqual(derived, hash)
  }
}
