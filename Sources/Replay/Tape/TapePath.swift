/// Path arithmetic for tapes, done on strings so results do not depend on the machine.
public enum TapePath {
  /// The folder holding `path` (`.` for a bare file name, `/` for a file at the root).
  public static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = String(path[..<slash])
    return folder.isEmpty ? "/" : folder
  }

  /// The last component of `path`.
  public static func lastComponent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The lowercased extension of `path` without its dot, or an empty string.
  public static func fileExtension(of path: String) -> String {
    let name = lastComponent(of: path)
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return String(name[name.index(after: dot)...]).lowercased()
  }

  /// `path` resolved against `folder` unless it is absolute, with `.` and `..` folded away.
  public static func resolve(_ path: String, relativeTo folder: String) -> String {
    if path.hasPrefix("/") || folder.isEmpty || folder == "." { return normalize(path) }
    return normalize(folder + "/" + path)
  }

  /// `path` with empty and `.` components removed and `..` applied where it can be.
  public static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
      } else if part == ".." && absolute {
        continue
      } else {
        parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// `path` relative to `folder` when it lies inside it (both normalized), else its last
  /// component: `replays/a/x.txt` relative to `replays` is `a/x.txt`.
  public static func relative(_ path: String, to folder: String) -> String {
    let path = normalize(path)
    let folder = normalize(folder)
    if folder == "." {
      if !path.hasPrefix("/"), path != "..", !path.hasPrefix("../") { return path }
    } else if path.hasPrefix(folder == "/" ? "/" : folder + "/"), path.count > folder.count {
      let rest = path.dropFirst(folder == "/" ? 1 : folder.count + 1)
      if !rest.isEmpty { return String(rest) }
    }
    return lastComponent(of: path)
  }
}
