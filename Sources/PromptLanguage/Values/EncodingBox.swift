import Foundation
import TutorSupport

/// Where one encoded value is built; containers write into it.
final class EncodingBox {
  enum Content {
    case empty
    case single(Value)
    case keyed([(name: String, box: EncodingBox)])
    case unkeyed([EncodingBox])
  }

  var content = Content.empty
  let isEnum: Bool
  let codingPath: [any CodingKey]

  init(type: Any.Type, codingPath: [any CodingKey] = []) {
    self.isEnum = TypeShape(of: type) == .enum
    self.codingPath = codingPath
  }

  /// Encodes `value` into this box.
  func encode<T: Encodable>(_ value: T) throws {
    if let uuid = value as? UUID {
      content = .single(.uuid(uuid))
      return
    }
    try value.encode(to: ValueEncodingNode(box: self))
  }

  /// A new box for a child value of type `type` under `key`.
  func child(type: Any.Type, key: (any CodingKey)?) -> EncodingBox {
    EncodingBox(type: type, codingPath: key.map { codingPath + [$0] } ?? codingPath)
  }

  /// Sets (or replaces) the keyed child `name`.
  func setField(_ name: String, _ box: EncodingBox) {
    var fields: [(name: String, box: EncodingBox)] = []
    if case .keyed(let existing) = content { fields = existing }
    if let index = fields.firstIndex(where: { $0.name == name }) {
      fields[index].box = box
    } else {
      fields.append((name, box))
    }
    content = .keyed(fields)
  }

  func append(_ box: EncodingBox) {
    var elements: [EncodingBox] = []
    if case .unkeyed(let existing) = content { elements = existing }
    elements.append(box)
    content = .unkeyed(elements)
  }

  /// The finished value.
  var value: Value {
    switch content {
    case .empty:
      return .keyed([])
    case .single(let value):
      return value
    case .unkeyed(let elements):
      return .array(elements.map(\.value))
    case .keyed(let fields):
      let values = fields.map { Value.Field($0.name, $0.box.value) }
      if isEnum, values.count == 1, case .keyed(let payload) = values[0].value {
        let arguments = payload.enumerated().map { index, field in
          Value.Argument(field.name == "_\(index)" ? nil : field.name, field.value)
        }
        return .caseValue(name: values[0].name, arguments: arguments)
      }
      return .keyed(values)
    }
  }
}
