/// Opening a scenario file's JSON for reading, the same way for every vendor's loader.
extension FieldReader {
  /// A reader over the whole of the JSON `text` of `file`, with the parsed document.
  ///
  /// - Throws: the diagnostic (at its line) when `text` is not valid JSON.
  public static func opening(_ text: String, file: String) throws(Diagnostic)
    -> (reader: FieldReader, document: JSONDocument)
  {
    try opening(file: file) { () throws(JSONSyntaxError) in try JSONDocument.parse(text) }
  }

  /// A reader over the JSON file `file` whose bytes are `bytes`.
  ///
  /// - Throws: the diagnostic (at its line) when the bytes are not UTF-8 (or are UTF-16) or
  ///   not valid JSON.
  public static func opening(bytes: [UInt8], file: String) throws(Diagnostic)
    -> (reader: FieldReader, document: JSONDocument)
  {
    try opening(file: file) { () throws(JSONSyntaxError) in try JSONDocument.parse(bytes: bytes) }
  }

  private static func opening(
    file: String, _ parse: () throws(JSONSyntaxError) -> JSONDocument
  ) throws(Diagnostic) -> (reader: FieldReader, document: JSONDocument) {
    let document: JSONDocument
    do {
      document = try parse()
    } catch {
      let what = error.isEncoding ? "not UTF-8 text" : "not valid JSON"
      throw Diagnostic(
        .error, file: file, line: error.line, keyPath: "",
        message: "\(what) (column \(error.column)): \(error.message)")
    }
    return (FieldReader(document.value, path: "", file: file, lines: document.lines), document)
  }
  /// Why the bytes of `file`, which are not UTF-8, cannot be read: the line and column of the
  /// first byte that is not UTF-8, or that the file is UTF-16.
  public static func encodingProblem(_ bytes: [UInt8], file: String) -> Diagnostic {
    do {
      _ = try opening(bytes: bytes, file: file)
    } catch {
      return error
    }
    return Diagnostic(.error, file: file, keyPath: "", message: "the file is not UTF-8 text")
  }
}
