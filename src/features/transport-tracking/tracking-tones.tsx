import CheckCircleOutline from "@mui/icons-material/CheckCircleOutline";
import EventAvailableOutlined from "@mui/icons-material/EventAvailableOutlined";
import FlightTakeoffOutlined from "@mui/icons-material/FlightTakeoffOutlined";
import GavelOutlined from "@mui/icons-material/GavelOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import PauseCircleOutline from "@mui/icons-material/PauseCircleOutline";
import type { ShipmentStage } from "../../api/contract";
import type { FieldDefinition, StatusTone } from "../../registry/fields";

type Tones = NonNullable<FieldDefinition["tones"]>;

/** Where a shipment stands (DESIGN §9.3): the same colour on the chip, the chart and the map. */
export const stageTone: Record<ShipmentStage, StatusTone> = {
  booked: "default",
  inTransit: "primary",
  atDestination: "info",
  customs: "warning",
  outForDelivery: "secondary",
  delivered: "success",
};

export const stageTones: Tones = {
  booked: { tone: stageTone.booked, icon: <EventAvailableOutlined /> },
  inTransit: { tone: stageTone.inTransit, icon: <FlightTakeoffOutlined /> },
  atDestination: { tone: stageTone.atDestination, icon: <PlaceOutlined /> },
  customs: { tone: stageTone.customs, icon: <GavelOutlined /> },
  outForDelivery: { tone: stageTone.outForDelivery, icon: <LocalShippingOutlined /> },
  delivered: { tone: stageTone.delivered, icon: <CheckCircleOutline /> },
};

/** Open / Closed (SPEC §3), and a partner's A / I. */
export const openClosedTones: Tones = {
  Open: { tone: "info", icon: <LocalShippingOutlined /> },
  Closed: { tone: "success", icon: <CheckCircleOutline /> },
};

export const partnerTones: Tones = {
  A: { tone: "success", icon: <CheckCircleOutline /> },
  I: { tone: "default", icon: <PauseCircleOutline /> },
};
