import SessionEngine

/// The `Codable` code of a PIN's keychain record, by hand with the saved state's one key type
/// (`SnapshotCodingKey`): the JSON the synthesized code wrote (`PinHashRecordCodingTests`), the
/// salt and hash as arrays of numbers 0–255, `setAt` left out when there is none.
///
/// Why: a signed-in app's launch reads this record, and the synthesized code's own key type and
/// its `[UInt8]` arrays each made the runtime search the binary's conformances (≈ 0.2 M
/// instructions a time) before the first frame.
extension PinHashRecord {
  /// Reads a record: every member but `setAt` must be there.
  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: SnapshotCodingKey.self)
    iterations = try c.decode(Int.self, forKey: SnapshotCodingKey("iterations"))
    salt = try Self.bytes(in: c, SnapshotCodingKey("salt"))
    hash = try Self.bytes(in: c, SnapshotCodingKey("hash"))
    length = try c.decode(Int.self, forKey: SnapshotCodingKey("length"))
    setAt = try c.decodeIfPresent(Instant.self, forKey: SnapshotCodingKey("setAt"))
  }

  /// Writes a record; no `setAt` member when there is none.
  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: SnapshotCodingKey.self)
    try Self.write(hash, in: &c, SnapshotCodingKey("hash"))
    try c.encode(iterations, forKey: SnapshotCodingKey("iterations"))
    try c.encode(length, forKey: SnapshotCodingKey("length"))
    try Self.write(salt, in: &c, SnapshotCodingKey("salt"))
    try c.encodeIfPresent(setAt, forKey: SnapshotCodingKey("setAt"))
  }

  /// The array of bytes under `key`, one number each (a number outside 0–255 is an error).
  private static func bytes(
    in container: KeyedDecodingContainer<SnapshotCodingKey>, _ key: SnapshotCodingKey
  ) throws -> [UInt8] {
    var items = try container.nestedUnkeyedContainer(forKey: key)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(items.count ?? 0)
    while !items.isAtEnd { bytes.append(try items.decode(UInt8.self)) }
    return bytes
  }

  /// Writes `bytes` under `key` as an array of numbers.
  private static func write(
    _ bytes: [UInt8], in container: inout KeyedEncodingContainer<SnapshotCodingKey>,
    _ key: SnapshotCodingKey
  ) throws {
    var items = container.nestedUnkeyedContainer(forKey: key)
    for byte in bytes { try items.encode(byte) }
  }
}
