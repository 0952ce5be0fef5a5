/// The members of a JSON object (or property-list dictionary), in the order they were read.
///
/// One value per key (setting a key again replaces its value), `==` and hashing ignore the
/// order, and it is written with a dictionary literal.
public struct JSONObject: Sendable, Sequence, ExpressibleByDictionaryLiteral {
  /// One member: its key and value.
  public typealias Element = (key: String, value: JSONValue)

  /// The members in reading order, each key once.
  public private(set) var members: [Element] = []
  /// The position of each key in `members`.
  private var positions: [String: Int] = [:]

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
          positions = [:]
          for (position, member) in members.enumerated() { positions[member.key] = position }
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
    positions[key] = members.count
    members.append((key, value))
  }

  /// The position of member `key` in `members`, or nil.
  public func index(of key: String) -> Int? {
    positions[key]
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
