/// The 1-based line of every key path of a document (`tenant.users[2].upn`; `""` is the root),
/// answering `lines[path]` as a `[String: Int]` of every path would, without building a `String`
/// per path.
///
/// Diagnostics need the line of a path only now and then, so the reader records each value as an
/// entry (its parent, its key or index, its line) with a hash of the path it spells, and a lookup
/// checks the entries of that hash against the asked path byte by byte. Where two values spell the
/// same path (a key holding a dot, say), the later one wins, as a dictionary filled in reading
/// order would have it. Pairs can also be added by name (`["ADALClientId": 9]`), and `under(_:)`
/// gives the lines of the paths below a prefix, named without it.
public struct JSONLines: Sendable, ExpressibleByDictionaryLiteral {
  /// Each entry's parent entry, or -1 for an entry whose path is its key alone.
  private var parents: [Int32] = []
  /// Each entry's key ("" for an array element and the root).
  private var keys: [String] = []
  /// Each entry's index in its array, `member` for a member, `root` for the root value.
  private var indices: [Int32] = []
  /// Each entry's line.
  private var lineNumbers: [Int] = []
  /// Each entry's path hash (FNV-1a over the path's UTF-8 bytes).
  private var hashes: [UInt64] = []
  /// An open-addressing table of entry numbers by hash (-1: free); its size is a power of two.
  private var slots: [Int32] = []
  /// The prefix this view adds in front of every asked name ("" for none).
  private var prefix = ""

  private static let member: Int32 = -1
  private static let root: Int32 = -2
  private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
  private static let prime: UInt64 = 0x100_0000_01b3

  /// An empty table.
  public init() {}

  /// A table of `name: line` pairs; a name given twice answers its last line.
  public init(dictionaryLiteral elements: (String, Int)...) {
    for (name, line) in elements { add(name, line: line) }
  }

  /// Makes room for `count` entries, so that a reader filling the table grows it once.
  public mutating func reserveCapacity(_ count: Int) {
    parents.reserveCapacity(count)
    keys.reserveCapacity(count)
    indices.reserveCapacity(count)
    lineNumbers.reserveCapacity(count)
    hashes.reserveCapacity(count)
  }

  /// Whether no line is known.
  public var isEmpty: Bool { parents.isEmpty }

  /// The line of the value at `path`, or nil.
  public subscript(path: String) -> Int? {
    if prefix.isEmpty {
      var path = path
      return path.withUTF8 { line(of: $0) }
    }
    // A name starting with a mark that joins the prefix's last character is not below it, as
    // `hasPrefix` answers for the joined text.
    if let first = path.utf8.first, first >= 0x80, !(prefix + path).hasPrefix(prefix) { return nil }
    let bytes = Array(prefix.utf8) + Array(path.utf8)
    return bytes.withUnsafeBufferPointer { line(of: $0) }
  }

  /// The lines of the paths that start with `prefix`, each named without it.
  public func under(_ prefix: String) -> JSONLines {
    var view = self
    view.prefix = self.prefix + prefix
    return view
  }

  /// Records `name` as a path of its own at `line`.
  public mutating func add(_ name: String, line: Int) {
    var hash = Self.basis
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* Self.prime }
    append(parent: -1, key: name, index: Self.member, line: line, hash: hash)
  }

  /// Records the root value at `line`; returns its entry.
  mutating func addRoot(line: Int) -> Int {
    append(parent: -1, key: "", index: Self.root, line: line, hash: Self.basis)
  }

  /// Records member `key` of the object at entry `parent`, at `line`; returns its entry.
  ///
  /// A member of a value whose path is empty (the root, or a `""` member of it, and so on) has
  /// its key alone as its path, with no dot: it is recorded as a path of its own.
  mutating func addMember(_ key: String, of parent: Int, line: Int) -> Int {
    if pathIsEmpty(parent) {
      var hash = Self.basis
      for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* Self.prime }
      return append(parent: -1, key: key, index: Self.member, line: line, hash: hash)
    }
    var hash = (hashes[parent] ^ UInt64(UInt8(ascii: "."))) &* Self.prime
    for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* Self.prime }
    return append(parent: parent, key: key, index: Self.member, line: line, hash: hash)
  }

  /// Whether the path of `entry` is `""`.
  private func pathIsEmpty(_ entry: Int) -> Bool {
    indices[entry] == Self.root
      || (indices[entry] == Self.member && parents[entry] < 0 && keys[entry].isEmpty)
  }

  /// Records element `index` of the array at entry `parent`, at `line`; returns its entry.
  mutating func addElement(_ index: Int, of parent: Int, line: Int) -> Int {
    var hash = (hashes[parent] ^ UInt64(UInt8(ascii: "["))) &* Self.prime
    var divisor = Self.leadingDivisor(index)
    while divisor > 0 {
      hash = (hash ^ UInt64(UInt8(ascii: "0") + UInt8((index / divisor) % 10))) &* Self.prime
      divisor /= 10
    }
    hash = (hash ^ UInt64(UInt8(ascii: "]"))) &* Self.prime
    return append(
      parent: parent, key: "", index: Int32(truncatingIfNeeded: index), line: line, hash: hash)
  }

  private mutating func append(parent: Int, key: String, index: Int32, line: Int, hash: UInt64)
    -> Int
  {
    let entry = parents.count
    parents.append(Int32(truncatingIfNeeded: parent))
    keys.append(key)
    indices.append(index)
    lineNumbers.append(line)
    hashes.append(hash)
    if slots.count < 2 * parents.count {
      rebuildSlots()
    } else {
      insert(entry)
    }
    return entry
  }

  private mutating func rebuildSlots() {
    var size = 16
    while size < 4 * parents.count { size *= 2 }
    slots = Array(repeating: -1, count: size)
    for entry in parents.indices { insert(entry) }
  }

  private mutating func insert(_ entry: Int) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hashes[entry]) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(truncatingIfNeeded: entry)
  }

  /// The line of the last entry whose path is `path`'s bytes.
  private func line(of path: UnsafeBufferPointer<UInt8>) -> Int? {
    guard !slots.isEmpty else { return nil }
    var hash = Self.basis
    for byte in path { hash = (hash ^ UInt64(byte)) &* Self.prime }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    var found = -1
    while slots[slot] >= 0 {
      let entry = Int(slots[slot])
      if hashes[entry] == hash, entry > found, spells(entry, path) { found = entry }
      slot = (slot + 1) & mask
    }
    return found >= 0 ? lineNumbers[found] : nil
  }

  /// Whether the path of `entry` is exactly `path`.
  private func spells(_ entry: Int, _ path: UnsafeBufferPointer<UInt8>) -> Bool {
    var entry = entry
    var end = path.count
    while true {
      let index = indices[entry]
      if index == Self.root { return end == 0 }
      let parent = Int(parents[entry])
      if index == Self.member {
        let key = keys[entry].utf8
        let start = end - key.count
        guard start >= 0, path[start..<end].elementsEqual(key) else { return false }
        if parent < 0 { return start == 0 }
        guard start >= 1, path[start - 1] == UInt8(ascii: ".") else { return false }
        end = start - 1
      } else {
        let value = Int(index)
        let start = end - Self.decimalCount(value) - 2
        guard start >= 0, path[start] == UInt8(ascii: "["), path[end - 1] == UInt8(ascii: "]")
        else { return false }
        var offset = start + 1
        var divisor = Self.leadingDivisor(value)
        while divisor > 0 {
          guard path[offset] == UInt8(ascii: "0") + UInt8((value / divisor) % 10) else {
            return false
          }
          offset += 1
          divisor /= 10
        }
        end = start
        if parent < 0 { return end == 0 }
      }
      entry = parent
    }
  }

  /// The power of ten of the first decimal digit of `value` (not negative).
  private static func leadingDivisor(_ value: Int) -> Int {
    var divisor = 1
    while divisor <= value / 10 { divisor *= 10 }
    return divisor
  }

  /// How many decimal digits `value` (not negative) has.
  private static func decimalCount(_ value: Int) -> Int {
    var count = 1
    var rest = value
    while rest >= 10 {
      rest /= 10
      count += 1
    }
    return count
  }
}
