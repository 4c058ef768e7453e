import { preloadablePage } from "./preloadable-page";
import HomeOutlined from "@mui/icons-material/HomeOutlined";
import type { ResourceDefinition } from "./types";

export const homeResources: ResourceDefinition[] = [
  {
    name: "main",
    labelKey: "menu.home",
    icon: <HomeOutlined />,
    actions: ["list"],
    pages: { list: preloadablePage(() => import("../features/home/home-page")) },
  },
];
