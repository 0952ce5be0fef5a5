/// The command line as the process got it, before Swift decodes it: an argument that is not
/// UTF-8 (a file name in Latin-1, say) would be decoded with U+FFFD in place of its bad bytes,
/// and mamsim would then look for another file and say there is none.
enum ArgumentEncoding {
  /// Why the command line cannot be taken, in a line to print, or nil when every argument is
  /// UTF-8: the first that is not, its bad bytes shown as `\x..` escapes.
  static func refusal(
    arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = CommandLine.unsafeArgv,
    count: Int32 = CommandLine.argc
  ) -> String? {
    guard count > 1 else { return nil }
    for index in 1..<Int(count) {
      guard let argument = arguments[index] else { continue }
      if String(validatingCString: argument) != nil { continue }
      var shown = ""
      var pointer = argument
      while pointer.pointee != 0 {
        let byte = UInt8(bitPattern: pointer.pointee)
        if byte < 0x80, byte >= 0x20 {
          shown.unicodeScalars.append(Unicode.Scalar(byte))
        } else {
          shown += "\\x" + String(byte, radix: 16, uppercase: true)
        }
        pointer += 1
      }
      return "mamsim: argument \(index) (\"\(shown)\") is not UTF-8 text; mamsim takes file "
        + "names and options in UTF-8 only, so rename the file"
    }
    return nil
  }
}
