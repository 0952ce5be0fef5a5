/// The 1-based line of every key path of a document (`tenant.users[2].upn`; `""` is the root).
///
/// The reader records each value as an entry whose path is built from its parent's. Where two
/// values spell the same path (a key holding a dot, say), the later one wins. Pairs can also be
/// added by name (`["ADALClientId": 9]`), and `under(_:)` gives the lines of the paths below a
/// prefix, named without it.
public struct JSONLines: Sendable, ExpressibleByDictionaryLiteral {
  /// Each entry's path.
  private var paths: [String] = []
  /// The line of each path.
  private var lines: [String: Int] = [:]
  /// The prefix this view adds in front of every asked name ("" for none).
  private var prefix = ""

  /// An empty table.
  public init() {}

  /// A table of `name: line` pairs; a name given twice answers its last line.
  public init(dictionaryLiteral elements: (String, Int)...) {
    for (name, line) in elements { add(name, line: line) }
  }

  /// Makes room for `count` entries, so that a reader filling the table grows it once.
  public mutating func reserveCapacity(_ count: Int) {
    paths.reserveCapacity(count)
    lines.reserveCapacity(count)
  }

  /// Whether no line is known.
  public var isEmpty: Bool { paths.isEmpty }

  /// The line of the value at `path`, or nil.
  public subscript(path: String) -> Int? {
    let full = prefix + path
    // A name starting with a mark that joins the prefix's last character is not below it.
    guard full.hasPrefix(prefix) else { return nil }
    return lines[full]
  }

  /// The lines of the paths that start with `prefix`, each named without it.
  public func under(_ prefix: String) -> JSONLines {
    var view = self
    view.prefix = self.prefix + prefix
    return view
  }

  /// Records `name` as a path of its own at `line`.
  public mutating func add(_ name: String, line: Int) {
    _ = append(name, line: line)
  }

  /// Records the root value at `line`; returns its entry.
  mutating func addRoot(line: Int) -> Int {
    append("", line: line)
  }

  /// Records member `key` of the object at entry `parent`, at `line`; returns its entry.
  ///
  /// A member of a value whose path is empty (the root, or a `""` member of it, and so on) has
  /// its key alone as its path, with no dot.
  mutating func addMember(_ key: String, of parent: Int, line: Int) -> Int {
    let parentPath = paths[parent]
    return append(parentPath.isEmpty ? key : parentPath + "." + key, line: line)
  }

  /// Records element `index` of the array at entry `parent`, at `line`; returns its entry.
  mutating func addElement(_ index: Int, of parent: Int, line: Int) -> Int {
    append(paths[parent] + "[\(index)]", line: line)
  }

  private mutating func append(_ path: String, line: Int) -> Int {
    paths.append(path)
    lines[path] = line
    return paths.count - 1
  }
}
