// A tagged value is encoded as its raw value alone: a `Tagged<SyncUp, UUID>` is the UUID's
// string in JSON, so adding a tag to a field does not change the files already saved.

extension Tagged: Encodable where RawValue: Encodable {
  public func encode(to encoder: any Encoder) throws {
    try rawValue.encode(to: encoder)
  }
}

extension Tagged: Decodable where RawValue: Decodable {
  public init(from decoder: any Decoder) throws {
    self.init(rawValue: try RawValue(from: decoder))
  }
}
