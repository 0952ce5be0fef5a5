/// The members of a JSON object (or property-list dictionary), in the order they were read, found
/// by name without hashing while the object is small.
///
/// It answers as the `[String: JSONValue]` it replaces in `JSONValue.object`: one value per key
/// (setting a key again replaces its value), `==` and hashing ignore the order, and it is written
/// with a dictionary literal. Reading a document used to fill a `Dictionary` per object, hashing
/// every key, and its first use made the runtime scan every conformance record of the binary for
/// `String: Hashable` (≈ 0.26 M instructions at `check`). A small object is scanned linearly; from
/// `indexedCount` members on, a table of member numbers by the key's hash keeps
/// look-ups constant, so a large object costs no more than a dictionary did.
public struct JSONObject: Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// One member: its key and value.
  public typealias Element = (key: String, value: JSONValue)

  /// The members in reading order, each key once.
  public private(set) var members: [Element] = []
  /// An open-addressing table of member numbers by key hash (-1: free), its size a power of two;
  /// empty while the object has fewer than `indexedCount` members.
  private var slots: [Int32] = []

  /// From how many members on a look-up goes through the hash table.
  static let indexedCount = 12

  /// An empty object.
  public init() {}

  /// An object of the literal's members; a key given twice keeps its last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    for (key, value) in elements { self[key] = value }
  }

  /// An object of the dictionary's members, in the order of their keys.
  public init(_ dictionary: [String: JSONValue]) {
    for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) { append(key, value) }
  }

  /// The members as a dictionary.
  public var dictionary: [String: JSONValue] {
    var result: [String: JSONValue] = [:]
    result.reserveCapacity(members.count)
    for (key, value) in members { result[key] = value }
    return result
  }

  /// How many members there are.
  public var count: Int { members.count }

  /// Whether there is no member.
  public var isEmpty: Bool { members.isEmpty }

  /// The keys in reading order.
  public var keys: [String] { members.map(\.key) }

  /// The values in reading order.
  public var values: [JSONValue] { members.map(\.value) }

  /// The members in reading order.
  public func makeIterator() -> IndexingIterator<[Element]> { members.makeIterator() }

  /// The value of member `key`, or nil; setting nil removes the member, setting a present key
  /// replaces its value in place.
  public subscript(key: String) -> JSONValue? {
    get {
      guard let index = index(of: key) else { return nil }
      return members[index].value
    }
    set {
      if let index = index(of: key) {
        if let newValue {
          members[index].value = newValue
        } else {
          members.remove(at: index)
          rebuildSlots()
        }
      } else if let newValue {
        append(key, newValue)
      }
    }
  }

  /// Whether there is a member `key`.
  public func contains(_ key: String) -> Bool { index(of: key) != nil }

  /// Adds member `key`, which the caller knows is not there yet (a reader that checked).
  mutating func append(_ key: String, _ value: JSONValue) {
    members.append((key, value))
    if members.count < Self.indexedCount { return }
    if slots.count < 2 * members.count {
      rebuildSlots()
    } else {
      insertSlot(members.count - 1)
    }
  }

  /// The position of member `key` in `members`, or nil.
  public func index(of key: String) -> Int? {
    if slots.isEmpty {
      for index in members.indices where members[index].key == key { return index }
      return nil
    }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: Self.hash(key)) & mask
    while true {
      let entry = slots[slot]
      if entry < 0 { return nil }
      if members[Int(entry)].key == key { return Int(entry) }
      slot = (slot + 1) & mask
    }
  }

  private mutating func rebuildSlots() {
    guard members.count >= Self.indexedCount else {
      slots = []
      return
    }
    var size = 32
    while size < 4 * members.count { size *= 2 }
    slots = Array(repeating: -1, count: size)
    for index in members.indices { insertSlot(index) }
  }

  private mutating func insertSlot(_ index: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: Self.hash(members[index].key)) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: index)
  }

  /// The key's hash as `String` hashes it: keys that are equal as `String`s (a composed and a
  /// decomposed é, or the Kelvin sign and K) hash alike, so a large object keeps one member for
  /// them as a dictionary did, and as the linear scan of a small one does.
  static func hash(_ key: String) -> Int {
    var hasher = Hasher()
    hasher.combine(key)
    return hasher.finalize()
  }
}

extension JSONObject: Equatable {
  /// The same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for (key, value) in lhs.members where rhs[key] != value { return false }
    return true
  }
}

extension JSONObject: Hashable {
  /// Hashes the members in an order-independent way, as a dictionary does.
  public func hash(into hasher: inout Hasher) {
    var combined = 0
    for (key, value) in members {
      var member = Hasher()
      member.combine(key)
      member.combine(value)
      combined ^= member.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}
