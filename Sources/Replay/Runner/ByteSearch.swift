#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Searching UTF-8 bytes for UTF-8 bytes: as both sides are UTF-8, a match of bytes is a match
/// of text, and far cheaper than the generic string search.
enum ByteSearch {
  /// The first offset at or after `start` where `needle` occurs in `haystack`, if any; an empty
  /// needle occurs at `start`.
  static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>,
    from start: Int = 0
  ) -> Int? {
    guard let first = needle.first else { return start <= haystack.count ? start : nil }
    guard needle.count <= haystack.count else { return nil }
    let last = haystack.count - needle.count
    guard let base = haystack.baseAddress else { return nil }
    var index = max(0, start)
    while index <= last {
      // The C library finds the next candidate byte many at a time.
      guard let found = memchr(base + index, Int32(first), last - index + 1) else { return nil }
      index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      var offset = 1
      while offset < needle.count, haystack[index + offset] == needle[offset] { offset += 1 }
      if offset == needle.count { return index }
      index += 1
    }
    return nil
  }

  /// Whether `left` and `right` hold the same bytes (compared by the C library, many at a time).
  static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard left.count == right.count else { return false }
    guard let a = left.baseAddress, let b = right.baseAddress else { return true }
    return memcmp(a, b, left.count) == 0
  }

  /// Whether `needle` occurs in `text`; native strings are read in place, with no copy.
  static func contains(_ text: String, _ needle: String) -> Bool {
    var text = text
    var needle = needle
    return text.withUTF8 { haystack in
      needle.withUTF8 { find($0, in: haystack) != nil }
    }
  }
}
